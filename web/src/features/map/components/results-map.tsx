import 'leaflet/dist/leaflet.css';
import { divIcon, type LatLngBounds } from 'leaflet';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import Supercluster from 'supercluster';
import { type BoundingBox, IRAQ_EXTENT } from '#common/bbox.ts';
import { MapZoomControl } from '#web/components/map-zoom-control.tsx';
import { useMapConfig } from '../api/get-map-config.ts';

export interface MapPoint {
  id: number;
  lat: number;
  lng: number;
  /** What the marker says (a short price). */
  label: string;
  /** The marker's accessible name (the listing's title). */
  name: string;
}

interface ResultsMapProps {
  points: MapPoint[];
  /** The small card of a chosen marker. */
  renderCard: (id: number) => ReactNode;
  onSearchArea: (box: BoundingBox) => void;
  searchAreaText: string;
  clusterText: (count: number) => string;
}

const IRAQ_CENTRE: [number, number] = [33.2, 43.7];
const MAP_HEIGHT = 'min(70vh, 560px)';

/** The map's view as a box inside Iraq (the API refuses anything wider): "Search this area". */
function clampToIraq(bounds: LatLngBounds): BoundingBox {
  return {
    minLng: Math.max(bounds.getWest(), IRAQ_EXTENT.minLng),
    minLat: Math.max(bounds.getSouth(), IRAQ_EXTENT.minLat),
    maxLng: Math.min(bounds.getEast(), IRAQ_EXTENT.maxLng),
    maxLat: Math.min(bounds.getNorth(), IRAQ_EXTENT.maxLat),
  };
}

/**
 * The results on a map: markers clustered by supercluster at each zoom, a marker opens a small
 * card, "Search this area" filters by the map's bounds. Without tiles (no internet) the markers
 * stand on the map's plain background.
 */
export function ResultsMap({ points, renderCard, onSearchArea, searchAreaText, clusterText }: ResultsMapProps) {
  const { data: config } = useMapConfig();
  const [selected, setSelected] = useState<number | null>(null);
  const index = useMemo(() => {
    const cluster = new Supercluster<{ id: number; label: string; name: string }>({ radius: 60, maxZoom: 16 });
    cluster.load(
      points.map((point) => ({
        type: 'Feature' as const,
        geometry: { type: 'Point' as const, coordinates: [point.lng, point.lat] },
        properties: { id: point.id, label: point.label, name: point.name },
      })),
    );
    return cluster;
  }, [points]);
  const first = points[0];
  return (
    <div className="relative isolate overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800">
      <MapContainer
        center={first ? [first.lat, first.lng] : IRAQ_CENTRE}
        zoom={first ? 7 : 6}
        scrollWheelZoom={false}
        zoomControl={false}
        style={{ height: MAP_HEIGHT }}
        className="w-full bg-slate-100 dark:bg-slate-800"
      >
        <MapZoomControl />
        {config && <TileLayer url={config.tileUrl} attribution="&copy; OpenStreetMap contributors" />}
        <FitPoints points={points} />
        <ClusterLayer index={index} onSelect={setSelected} clusterText={clusterText} />
        <SearchAreaButton text={searchAreaText} onSearchArea={onSearchArea} />
      </MapContainer>
      {selected !== null && (
        <div className="absolute inset-x-3 bottom-3 z-[1000] mx-auto max-w-sm">{renderCard(selected)}</div>
      )}
    </div>
  );
}

function ClusterLayer({
  index,
  onSelect,
  clusterText,
}: {
  index: Supercluster<{ id: number; label: string; name: string }>;
  onSelect: (id: number) => void;
  clusterText: (count: number) => string;
}) {
  const map = useMap();
  const [view, setView] = useState(() => ({ bounds: map.getBounds(), zoom: map.getZoom() }));
  useMapEvents({ moveend: () => setView({ bounds: map.getBounds(), zoom: map.getZoom() }) });
  const box: [number, number, number, number] = [
    view.bounds.getWest(),
    view.bounds.getSouth(),
    view.bounds.getEast(),
    view.bounds.getNorth(),
  ];
  const features = index.getClusters(box, Math.round(view.zoom));
  return (
    <>
      {features.map((feature) => {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const properties = feature.properties;
        if ('cluster' in properties && properties.cluster) {
          const count = properties.point_count;
          return (
            <Marker
              key={`cluster-${properties.cluster_id}`}
              position={[lat, lng]}
              title={clusterText(count)}
              alt={clusterText(count)}
              icon={divIcon({
                className: '',
                html: `<span class="flex size-10 items-center justify-center rounded-full border-2 border-white bg-brand-700 text-sm font-bold text-white shadow">${count}</span>`,
                iconSize: [40, 40],
              })}
              eventHandlers={{
                click: () =>
                  map.setView([lat, lng], Math.min(index.getClusterExpansionZoom(properties.cluster_id), 18)),
              }}
            />
          );
        }
        const point = properties as { id: number; label: string; name: string };
        return (
          <Marker
            key={point.id}
            position={[lat, lng]}
            title={point.name}
            alt={point.name}
            icon={divIcon({
              className: '',
              html: `<span dir="ltr" class="block w-max -translate-x-1/2 rounded-full border border-white bg-white px-2 py-0.5 text-xs font-bold text-brand-800 shadow ring-1 ring-brand-700">${escapeHtml(point.label)}</span>`,
              iconSize: [0, 0],
            })}
            eventHandlers={{ click: () => onSelect(point.id) }}
          />
        );
      })}
    </>
  );
}

/** Frames the results when they change (a new search), not when the reader moves the map. */
function FitPoints({ points }: { points: MapPoint[] }) {
  const map = useMap();
  const key = points.map((point) => point.id).join(',');
  // The ids (key) say when the results changed; the array is a new one at every render.
  useEffect(() => {
    if (points.length > 1)
      map.fitBounds(
        points.map((point) => [point.lat, point.lng]),
        { padding: [48, 48], maxZoom: 14, animate: false },
      );
  }, [key, map]);
  return null;
}

function SearchAreaButton({ text, onSearchArea }: { text: string; onSearchArea: (box: BoundingBox) => void }) {
  const map = useMap();
  return (
    <div className="absolute inset-x-0 top-3 z-[1000] flex justify-center">
      <button
        type="button"
        onClick={() => onSearchArea(clampToIraq(map.getBounds()))}
        className="rounded-full bg-white px-4 py-2 text-sm font-medium text-brand-800 shadow ring-1 ring-slate-300 hover:bg-slate-50"
      >
        {text}
      </button>
    </div>
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
