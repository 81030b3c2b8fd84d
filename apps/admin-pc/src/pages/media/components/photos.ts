/** A collection's photo list as the editor keeps it: append uploads up to the cap, reorder, caption, remove. */
export interface PhotoValue {
  url: string;
  caption: string;
}

/** The contract's cap on photos per collection (media.collectionSave). */
export const MAX_PHOTOS = 500;

/** Adds uploaded URLs at the end, skipping ones already there, never past the cap. */
export function addPhotos(list: readonly PhotoValue[], urls: readonly string[]): PhotoValue[] {
  const seen = new Set(list.map((p) => p.url));
  const added = urls.filter((u) => !seen.has(u) && seen.add(u)).map((url) => ({ url, caption: '' }));
  return [...list, ...added].slice(0, MAX_PHOTOS);
}

/** Moves the photo at `index` one place up (-1) or down (+1); the ends stay put. */
export function movePhoto(list: readonly PhotoValue[], index: number, by: -1 | 1): PhotoValue[] {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

export function setCaption(list: readonly PhotoValue[], index: number, caption: string): PhotoValue[] {
  return list.map((p, i) => (i === index ? { ...p, caption } : p));
}

export function removePhoto(list: readonly PhotoValue[], index: number): PhotoValue[] {
  return list.filter((_, i) => i !== index);
}

/** What collectionSave takes: captions trimmed (the server trims too, and caps them at 200). */
export function photosPayload(list: readonly PhotoValue[]): PhotoValue[] {
  return list.map((p) => ({ url: p.url, caption: p.caption.trim() }));
}
