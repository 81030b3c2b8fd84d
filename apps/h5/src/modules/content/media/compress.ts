/** Photo-wall uploads are shrunk on the phone first: at most 1600 px on the long side, JPEG. */
import { compressToBlob } from '../../../lib/compress';

export { fitWithin, jpegName } from '../../../lib/compress';
export const PHOTO_MAX_PX = 1600;

export const compressPhoto = (file: Blob, max = PHOTO_MAX_PX, quality = 0.85): Promise<Blob> => compressToBlob(file, max, quality);
