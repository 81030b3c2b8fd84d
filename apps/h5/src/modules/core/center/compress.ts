/** Avatars are shrunk on the phone before upload. */
import { compressToDataUrl } from '../../../lib/compress';

export { fitWithin } from '../../../lib/compress';
export const AVATAR_MAX_PX = 480;

export const compressImage = (file: Blob, max = AVATAR_MAX_PX, quality = 0.85): Promise<string> => compressToDataUrl(file, max, quality);
