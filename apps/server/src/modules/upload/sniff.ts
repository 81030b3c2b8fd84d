/**
 * What may be uploaded, decided from the bytes alone (`file-type`), never from the declared type
 * or the file name. Images, PDF, Office Open XML documents, MP4 video and MP3 audio: what campus
 * forms attach. Anything a browser could run or render as a page (HTML, SVG, XML, scripts) has no
 * magic number `file-type` accepts, so it is refused; so are archives and legacy Office files.
 */
import { AppError, E } from '@campus/api';
import { fileTypeFromBuffer } from 'file-type';

export const ALLOWED: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
};

export const ALLOWED_EXTS = Object.keys(ALLOWED);

/** Shown inline by the browser; everything else is a download. */
export function isInline(mime: string): boolean {
  return /^(image|video|audio)\//.test(mime) || mime === 'application/pdf';
}

export async function sniff(buf: Buffer, field: string): Promise<{ ext: string; mime: string }> {
  const found = await fileTypeFromBuffer(buf);
  const mime = found ? ALLOWED[found.ext] : undefined;
  if (!found || !mime) {
    throw new AppError(E.UNSUPPORTED_MEDIA, `${field}: content is not an allowed type (${ALLOWED_EXTS.join(', ')})`, {
      field,
      allowed: ALLOWED_EXTS,
    });
  }
  return { ext: found.ext, mime };
}
