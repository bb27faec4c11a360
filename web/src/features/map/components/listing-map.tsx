import 'leaflet/dist/leaflet.css';
import { Icon } from 'leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useTranslation } from '#web/lib/use-translation.ts';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import { MapZoomControl } from '#web/components/map-zoom-control.tsx';
import { useMapConfig } from '../api/get-map-config.ts';

const DETAIL_ZOOM = 15;
const DETAIL_HEIGHT_PX = 300;

// Leaflet finds its default marker images by a CSS path that bundling breaks; hand it the bundled ones.
const MARKER = new Icon.Default({ iconUrl: markerIcon, iconRetinaUrl: markerIcon2x, shadowUrl: markerShadow });

export interface ListingMapProps {
  /** The listing's coordinates, or null when it has none. */
  position: [number, number] | null;
  /** Where to look when there is no position: the listing's city, or Baghdad. */
  fallbackCentre: [number, number];
  title: string;
}

/** The detail page's map: 300 px, zoom 15, no scroll-wheel zoom; works on when tiles fail to load. */
export function ListingMap({ position, fallbackCentre, title }: ListingMapProps) {
  const { t } = useTranslation('listings');
  const { data: config } = useMapConfig();
  return (
    <div
      className="relative isolate overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800"
      style={{ height: DETAIL_HEIGHT_PX }}
    >
      <MapContainer
        center={position ?? fallbackCentre}
        zoom={DETAIL_ZOOM}
        scrollWheelZoom={false}
        zoomControl={false}
        className="size-full"
      >
        <MapZoomControl />
        {config && <TileLayer url={config.tileUrl} attribution="&copy; OpenStreetMap contributors" />}
        {position && (
          <Marker position={position} icon={MARKER} alt={title}>
            <Popup>{title}</Popup>
          </Marker>
        )}
      </MapContainer>
      {!position && (
        <p className="absolute inset-x-0 top-1/2 z-[1000] mx-auto w-fit -translate-y-1/2 rounded-md bg-white/90 px-4 py-2 text-sm font-medium shadow dark:bg-slate-900/90">
          {t('detail.locationUnavailable')}
        </p>
      )}
    </div>
  );
}
