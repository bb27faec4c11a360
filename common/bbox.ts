/**
 * "Search this area": `bbox=minLng,minLat,maxLng,maxLat` (the map's bounds, GeoJSON order). A
 * box must lie within Iraq's extent (with a small margin, so a map framed on a border city
 * works): wider than Iraq, reversed or malformed is a 400.
 */
export const IRAQ_EXTENT = { minLng: 38.5, minLat: 28.8, maxLng: 49.0, maxLat: 37.6 } as const;

export interface BoundingBox {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

const NUMBER = /^-?\d{1,3}(\.\d{1,10})?$/;

/** The box, or null when the text is not four numbers forming a box inside Iraq's extent. */
export function parseBoundingBox(text: string): BoundingBox | null {
  const parts = text.split(',');
  if (parts.length !== 4 || !parts.every((part) => NUMBER.test(part.trim()))) return null;
  const [minLng, minLat, maxLng, maxLat] = parts.map(Number) as [number, number, number, number];
  const isInside =
    minLng >= IRAQ_EXTENT.minLng &&
    maxLng <= IRAQ_EXTENT.maxLng &&
    minLat >= IRAQ_EXTENT.minLat &&
    maxLat <= IRAQ_EXTENT.maxLat;
  if (!isInside || minLng >= maxLng || minLat >= maxLat) return null;
  return { minLng, minLat, maxLng, maxLat };
}

/** The parameter's text for a box (5 decimals: about a metre). */
export function formatBoundingBox(box: BoundingBox): string {
  return [box.minLng, box.minLat, box.maxLng, box.maxLat].map((value) => value.toFixed(5)).join(',');
}
