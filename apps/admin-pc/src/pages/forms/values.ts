/**
 * The stored values of the fields the console picks rather than types (people, departments,
 * files, signatures, places, regions), in exactly the shapes the phone's controls write, so one
 * submission is the same record from either renderer (the engine's `validateSubmission` checks
 * them). Pure, so the shapes are tested without a browser.
 */
import type { UploadedFile } from '@campus/api';

export type Ref = { id: string; name: string };
export type Place = { lat: number; lng: number; address: string };

/** People, departments, files: a list of `{ id, name }` (one object accepted, as the engine does). */
export function refsOf(v: unknown): Ref[] {
  const list = Array.isArray(v) ? v : v ? [v] : [];
  return list.filter((x): x is Ref => typeof x === 'object' && x !== null && typeof (x as Ref).id === 'string');
}

/** What a person or department field stores: the list when `multiple`, else the one pick; nothing when empty. */
export const pickedValue = (list: readonly Ref[], multiple: boolean): Ref[] | Ref | undefined => (list.length ? (multiple ? [...list] : list[0]) : undefined);

/** The name a picked person keeps, as the phone's picker words it: `张三（2021001）`. */
export const personName = (p: { name: string; number: string }): string => (p.number ? `${p.name}（${p.number}）` : p.name);

/** A file list: the files in order; nothing when the last one is removed. */
export const filesValue = (list: readonly Ref[]): Ref[] | undefined => (list.length ? [...list] : undefined);
/** An uploaded file as a field keeps it: its id and the name it had on the user's disk. */
export const fileRef = (up: Pick<UploadedFile, 'id'>, fileName: string): Ref => ({ id: up.id, name: fileName });

export const SIGNATURE_NAME = 'signature.png';
/** A drawn signature once uploaded: one `{ id, name }`. */
export const signatureRef = (up: Pick<UploadedFile, 'id' | 'name'>): Ref => ({ id: up.id, name: up.name || SIGNATURE_NAME });

/** Whether a file's name ends in one of the accepted extensions (none listed: any). */
export function accepted(name: string, accept: readonly string[] | undefined): boolean {
  if (!accept?.length) return true;
  const ext = name.toLowerCase().replace(/^.*\./, '');
  return accept.some((a) => a.toLowerCase().replace(/^\./, '') === ext);
}
/** The file input's `accept` for a field's extensions (`.pdf,.docx`). */
export const acceptAttr = (accept: readonly string[] | undefined): string | undefined => (accept?.length ? accept.map((a) => `.${a.replace(/^\./, '')}`).join(',') : undefined);

/** The stored place, or null unless it has numeric coordinates. */
export function placeOf(v: unknown): Place | null {
  if (typeof v !== 'object' || v === null) return null;
  const p = v as Partial<Place>;
  return typeof p.lat === 'number' && typeof p.lng === 'number' ? { lat: p.lat, lng: p.lng, address: typeof p.address === 'string' ? p.address : '' } : null;
}
/** The address of a value, with or without coordinates. */
export const addressOf = (v: unknown): string => (typeof v === 'object' && v !== null && typeof (v as { address?: unknown }).address === 'string' ? (v as { address: string }).address : '');

/** A position from the browser (rounded as the phone rounds it); the typed address kept, else the coordinates in words. */
export const placeFromPosition = (c: { latitude: number; longitude: number }, address = ''): Place => ({
  lat: Math.round(c.latitude * 1e6) / 1e6,
  lng: Math.round(c.longitude * 1e6) / 1e6,
  address: address || `${c.latitude.toFixed(5)}, ${c.longitude.toFixed(5)}`,
});

/**
 * An address typed into a place: kept with the coordinates when there are some; without them it
 * is kept as typed (no coordinates) so validation reports it instead of silently dropping it.
 */
export function placeWithAddress(v: unknown, address: string): Place | { address: string } | undefined {
  const place = placeOf(v);
  if (place) return { ...place, address };
  return address.trim() ? { address } : undefined;
}

/** Region names from the province down, exactly `levels` long (a shorter path is kept: the engine reports it). */
export const regionValue = (path: readonly (string | number)[] | undefined, levels: number): string[] | undefined => {
  const names = (path ?? []).map(String).filter(Boolean).slice(0, levels);
  return names.length ? names : undefined;
};
