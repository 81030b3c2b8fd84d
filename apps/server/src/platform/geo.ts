/** Distances on the Earth's surface, for every module that checks a person is near a place. */

export interface Point {
  lat: number;
  lng: number;
}

/** Great-circle distance in metres (haversine, mean Earth radius). */
export function distanceMetres(a: Point, b: Point): number {
  const R = 6_371_008.8;
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The nearest of `places` to `at` with its distance in whole metres, or null when there are none. */
export function nearest<P extends Point>(places: readonly P[], at: Point): { place: P; distance: number } | null {
  let best: { place: P; distance: number } | null = null;
  for (const place of places) {
    const distance = Math.round(distanceMetres(place, at));
    if (!best || distance < best.distance) best = { place, distance };
  }
  return best;
}
