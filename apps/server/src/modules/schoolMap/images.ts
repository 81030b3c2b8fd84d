/**
 * The images a map, POI or guide may show: an image uploaded on this site (its row in `uploads`),
 * or one of the built-in samples. Maps also need the pixel size, read from the file itself.
 */
import { badInput } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import { imageSizeOf, storedImageSize, type Size } from './image-size.js';
import { findUpload } from './queries.js';
import { sampleImage } from './sample.js';

const ATTACH = '/site/attach?file=all/';
const SAMPLE = '/api/schoolMap/sample?name=';

/** Checks that `url` is an image this site may show; answers its size (null when unreadable). */
export async function checkImage(ctx: Ctx, field: string, url: string): Promise<Size | null> {
  if (url.startsWith(SAMPLE)) {
    const png = sampleImage(url.slice(SAMPLE.length));
    if (!png) throw badInput(field, 'no such sample image');
    return imageSizeOf(png);
  }
  const stored = url.startsWith(ATTACH) ? url.slice(ATTACH.length) : '';
  const row = stored ? await findUpload(ctx.db, ctx.site.id, stored) : undefined;
  if (!row) throw badInput(field, 'not a file uploaded on this site');
  if (!row.mime.startsWith('image/')) throw badInput(field, 'must be an image');
  return storedImageSize(ctx.platform.uploadDir, row.stored_name);
}

/** The size of a map image, refusing one whose size cannot be read or is absurd. */
export async function mapImageSize(ctx: Ctx, url: string): Promise<Size> {
  const size = await checkImage(ctx, 'imageUrl', url);
  if (!size || size.width < 16 || size.height < 16 || size.width > 20000 || size.height > 20000) {
    throw badInput('imageUrl', 'image size unreadable or out of range (16 to 20000 pixels a side)');
  }
  return size;
}
