/** Pure helpers of the library screens: sizes, what a file opens as, and its guarded address. */

/** `532 B`, `12.4 KB`, `3.1 MB`. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let v = bytes / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${v >= 100 ? Math.round(v) : v.toFixed(1)} ${units[i]}`;
}

/** Images open in the preview overlay, PDF in the browser's viewer; everything else downloads. */
export function previewKind(mime: string): 'image' | 'pdf' | null {
  if (mime.startsWith('image/')) return 'image';
  return mime === 'application/pdf' ? 'pdf' : null;
}

/** A short type label drawn in the file's icon. */
export function typeLabel(name: string): string {
  const ext = /\.([a-z0-9]{1,5})$/i.exec(name)?.[1];
  return ext ? ext.toUpperCase().slice(0, 4) : 'FILE';
}

/** The library's download address: visibility is checked by the server on every request. */
export function downloadUrl(id: string, inline: boolean, site?: string): string {
  const q = new URLSearchParams({ id });
  if (inline) q.set('inline', '1');
  if (site) q.set('site', site);
  return `/api/files/download?${q.toString()}`;
}
