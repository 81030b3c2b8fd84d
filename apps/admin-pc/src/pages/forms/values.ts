/**
 * The stored values of the fields the console picks rather than types (people, departments,
 * files, signatures, places, regions), in exactly the shapes the phone's controls write, so one
 * submission is the same record from either renderer (the engine's `validateSubmission` checks
 * them). Pure, so the shapes are tested without a browser.
 */
import type { UploadedFile } from '@campus/api';

export type Ref = { id: string; name: string };

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

/** Places: the engine's own helpers, so both renderers write and read one shape (`{ address, lat?, lng? }`). */
export { hasPosition, placeFromPosition, placeOf, placeText, placeWithAddress, type Place } from '@campus/api/forms';

/** Region names from the province down, exactly `levels` long (a shorter path is kept: the engine reports it). */
export const regionValue = (path: readonly (string | number)[] | undefined, levels: number): string[] | undefined => {
  const names = (path ?? []).map(String).filter(Boolean).slice(0, levels);
  return names.length ? names : undefined;
};
