/** Photo-wall uploads are shrunk on the phone first: at most 1600 px on the long side, JPEG. */
export const PHOTO_MAX_PX = 1600;

export function fitWithin(w: number, h: number, max: number): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(w, h, 1));
  return { width: Math.max(1, Math.round(w * scale)), height: Math.max(1, Math.round(h * scale)) };
}

/** A name ending in .jpg for what was picked (the bytes are JPEG whatever the original was). */
export function jpegName(original: string): string {
  const base = original
    .replace(/\.[^./\\]*$/, '')
    .replace(/[^\w\u4e00-\u9fa5-]+/g, '_')
    .slice(0, 80);
  return `${base || 'photo'}.jpg`;
}

export async function compressPhoto(file: Blob, max = PHOTO_MAX_PX, quality = 0.85): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const { width, height } = fitWithin(bitmap.width, bitmap.height, max);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const g = canvas.getContext('2d');
  if (!g) throw new Error('no canvas');
  // JPEG has no transparency: paint white under it so transparent PNGs do not turn black.
  g.fillStyle = '#fff';
  g.fillRect(0, 0, width, height);
  g.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('encode failed'))), 'image/jpeg', quality),
  );
}
