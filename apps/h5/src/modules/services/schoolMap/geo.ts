/**
 * Pure helpers of the map screens. Leaflet's CRS.Simple puts image pixel (x, y) at LatLng(-y, x)
 * (y grows downwards on the image, latitude upwards); the earth ↔ plan transform of a
 * geo-referenced map comes from the contract (the server uses the same for POI coordinates).
 */
import { geoToPixel, type GeoPoint, type GeoRef, type MapCategory, type MapPoi, type PixelPoint } from '@campus/api';

export type LatLngTuple = [number, number];

export const toLatLng = (p: PixelPoint): LatLngTuple => [-p.y, p.x];
export const toPixel = (ll: { lat: number; lng: number }): PixelPoint => ({ x: ll.lng, y: -ll.lat });
/** The image's corners as Leaflet bounds (south-west, north-east). */
export const imageBounds = (size: { width: number; height: number }): [LatLngTuple, LatLngTuple] => [
  [-size.height, 0],
  [0, size.width],
];

/** Where the user stands on the plan, or null when the map has no control points or they are off it. */
export function locateOnPlan(georef: GeoRef | null, size: { width: number; height: number }, at: GeoPoint): PixelPoint | null {
  if (!georef) return null;
  const p = geoToPixel(georef, at);
  if (!p || p.x < 0 || p.y < 0 || p.x > size.width || p.y > size.height) return null;
  return p;
}

/** The photo atlas: every POI photo, grouped by category in category order (empty groups left out). */
export function photoAtlas(pois: MapPoi[], categories: MapCategory[]) {
  return categories
    .map((category) => ({
      category,
      photos: pois.filter((p) => p.categoryId === category.id).flatMap((p) => p.photos.map((url) => ({ url, poiId: p.id, poiName: p.name }))),
    }))
    .filter((g) => g.photos.length > 0);
}

/** POIs grouped by category in category order (the campus "model"). */
export function byCategory(pois: MapPoi[], categories: MapCategory[]) {
  return categories.map((category) => ({ category, pois: pois.filter((p) => p.categoryId === category.id) })).filter((g) => g.pois.length > 0);
}
