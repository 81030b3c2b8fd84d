/**
 * A location field's value: where, in words, with the coordinates when a device gave a position.
 * The phone fills them from its geolocation; a desktop, which seldom has one, stores the address
 * alone, unless the field demands a position (`requirePosition`). One set of helpers for both
 * renderers, the detail views and the export, so a place reads the same everywhere.
 */
export interface Place {
  address: string;
  lat?: number;
  lng?: number;
}
export type Positioned = Required<Place>;

/** Longest address kept (longer text is cut, as a picked name is). */
export const ADDRESS_MAX = 200;

export const hasPosition = (p: Place | null | undefined): p is Positioned => typeof p?.lat === 'number' && typeof p.lng === 'number';

/** The place in a stored value, or null: an object with an address, coordinates, or both. */
export function placeOf(v: unknown): Place | null {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  const o = v as Record<string, unknown>;
  const address = typeof o.address === 'string' ? o.address : '';
  if (typeof o.lat === 'number' && typeof o.lng === 'number') return { lat: o.lat, lng: o.lng, address };
  return address ? { address } : null;
}

/** A position from the browser, rounded to 6 decimals (about 0.1 m); the typed address kept, else the coordinates in words. */
export const placeFromPosition = (c: { latitude: number; longitude: number }, address = ''): Positioned => ({
  lat: Math.round(c.latitude * 1e6) / 1e6,
  lng: Math.round(c.longitude * 1e6) / 1e6,
  address: address || `${c.latitude.toFixed(5)}, ${c.longitude.toFixed(5)}`,
});

/** An address typed into a value: its coordinates kept; an address alone is a place too; nothing left is no value. */
export function placeWithAddress(v: unknown, address: string): Place | undefined {
  const place = placeOf(v);
  if (hasPosition(place)) return { ...place, address };
  return address.trim() ? { address } : undefined;
}

/** How a place reads on a detail, a print and an export cell: its address, else its coordinates. */
export function placeText(v: unknown): string {
  const p = placeOf(v);
  if (!p) return '';
  return p.address.trim() || (hasPosition(p) ? `${p.lat}, ${p.lng}` : '');
}
