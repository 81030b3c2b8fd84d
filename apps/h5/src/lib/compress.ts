/**
 * Client-side image compression before upload (avatars, photo wall): fit within `max` px on the
 * long side and re-encode as JPEG, on white so transparent PNGs do not turn black.
 */
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

async function drawJpeg(file: Blob, max: number): Promise<HTMLCanvasElement> {
  const bitmap = await createImageBitmap(file);
  const { width, height } = fitWithin(bitmap.width, bitmap.height, max);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const g = canvas.getContext('2d');
  if (!g) throw new Error('no canvas');
  g.fillStyle = '#fff';
  g.fillRect(0, 0, width, height);
  g.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return canvas;
}

/** As a JPEG blob (for multipart uploads). */
export async function compressToBlob(file: Blob, max: number, quality = 0.85): Promise<Blob> {
  const canvas = await drawJpeg(file, max);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('encode failed'))), 'image/jpeg', quality),
  );
}

/** As a JPEG data URL (for the base64 upload). */
export async function compressToDataUrl(file: Blob, max: number, quality = 0.85): Promise<string> {
  return (await drawJpeg(file, max)).toDataURL('image/jpeg', quality);
}
