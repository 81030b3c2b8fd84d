/**
 * Fault photos are shrunk on the phone before they travel: at most 1600 px on the long side,
 * JPEG at 0.8 (a 12 MP camera shot of ~4 MB becomes ~300 KB), then uploaded together in one
 * multipart request to the platform's upload endpoint; the orders keep the attachment URLs.
 */
import { api } from '../../../lib/api';
import { compressToBlob, fitWithin, jpegName } from '../../../lib/compress';
import { uploadApi } from './endpoints';

export const PHOTO_MAX_EDGE = 1600;
export const PHOTO_QUALITY = 0.8;
/** Per order and per step (the contract's limit). */
export const PHOTO_LIMIT = 9;

/** The size a photo of `width`×`height` is drawn at before encoding. */
export const photoSize = (width: number, height: number) => fitWithin(width, height, PHOTO_MAX_EDGE);

/** Of the files picked, those that still fit beside the photos already added. */
export function takeFiles<T>(picked: readonly T[], already: number, limit = PHOTO_LIMIT): T[] {
  return picked.slice(0, Math.max(0, limit - already));
}

async function shrink(file: File): Promise<Blob> {
  // A format the browser cannot draw (say HEIC on a desktop) goes as it is: the server checks the type.
  return file.type.startsWith('image/') ? compressToBlob(file, PHOTO_MAX_EDGE, PHOTO_QUALITY).catch(() => file) : file;
}

/** Compresses the files one after another (a phone has little memory) and uploads them at once; answers their URLs. */
export async function uploadPhotos(files: readonly File[]): Promise<string[]> {
  if (!files.length) return [];
  const form = new FormData();
  for (const file of files) form.append('file', await shrink(file), jpegName(file.name));
  // The multipart endpoint declares no fields (the files are the body): the client sends a FormData as is.
  const up = await api(uploadApi.index, form as unknown as Record<string, never>, { loading: true });
  return up.files.map((f) => f.url);
}
