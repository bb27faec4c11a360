import 'leaflet/dist/leaflet.css';
import { CircleMarker, MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { useEffect } from 'react';
import { MapZoomControl } from '#web/components/map-zoom-control.tsx';

/** Spec section 9 / DESIGN.md section 7: the pin map is 400 px high, zoom 13, centred on Baghdad. */
export const PIN_MAP = { height: 400, zoom: 13, center: [33.3152, 44.3661] as [number, number] };
// OpenStreetMap until the server hands out TILE_URL; without tiles the map still takes clicks.
const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export interface Point {
  latitude: number;
  longitude: number;
}

interface PinMapProps {
  label: string;
  point: Point | null;
  /** Where to look when there is no pin yet (the chosen place). */
  focus: [number, number];
  onPick: (point: Point) => void;
}

function ClickToPin({ onPick }: Pick<PinMapProps, 'onPick'>) {
  useMapEvents({ click: (event) => onPick({ latitude: event.latlng.lat, longitude: event.latlng.lng }) });
  return null;
}

function FollowFocus({ focus }: { focus: [number, number] }) {
  const map = useMap();
  useEffect(() => {
    map.setView(focus);
  }, [map, focus]);
  return null;
}

export function PinMap({ label, point, focus, onPick }: PinMapProps) {
  return (
    <div
      role="application"
      aria-label={label}
      className="overflow-hidden rounded-lg border border-slate-300 dark:border-slate-700"
    >
      <MapContainer
        center={PIN_MAP.center}
        zoom={PIN_MAP.zoom}
        zoomControl={false}
        style={{ height: PIN_MAP.height }}
        className="z-0"
      >
        <MapZoomControl />
        <TileLayer url={TILE_URL} attribution="&copy; OpenStreetMap contributors" />
        <ClickToPin onPick={onPick} />
        <FollowFocus focus={focus} />
        {point && (
          <CircleMarker center={[point.latitude, point.longitude]} radius={10} pathOptions={{ color: '#0d9488' }} />
        )}
      </MapContainer>
    </div>
  );
}
