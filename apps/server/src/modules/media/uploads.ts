/**
 * Media refer to files through their attachment URLs; each must be an upload of this site of
 * the right type (and, for the photo wall, the poster's own). Read straight from `uploads`
 * (modules do not import each other).
 */
import { badInput, reason, type Reason } from '@campus/api';
import type { Ctx } from '../../platform/context.js';

const PREFIX = '/site/attach?file=all/';

export async function checkUpload(
  ctx: Ctx,
  field: string,
  url: string,
  opts: { mime: (m: string) => boolean; must: Reason; ownerId?: string },
): Promise<void> {
  const stored = url.startsWith(PREFIX) ? url.slice(PREFIX.length) : '';
  const row = stored
    ? await ctx.db
        .selectFrom('uploads')
        .select(['site_id', 'user_id', 'mime'])
        .where('stored_name', '=', stored)
        .where('site_id', '=', ctx.site.id)
        .executeTakeFirst()
    : undefined;
  if (!row) throw badInput(field, 'not a file uploaded on this site');
  if (opts.ownerId !== undefined && row.user_id !== opts.ownerId) throw badInput(field, 'not a file you uploaded');
  if (!opts.mime(row.mime)) throw badInput(field, reason(opts.must));
}

export const isImage = (m: string) => m.startsWith('image/');
export const isMp4 = (m: string) => m === 'video/mp4';
