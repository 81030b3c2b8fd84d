/** The service-hall favourites: the keys a user pinned, in their order, per site. */
import type { Ctx } from '../../platform/context.js';
import { parseJson } from '../../platform/util.js';
import { clock } from './clock.js';
import { getSetting, putSetting } from '../../platform/user-settings.js';

const KEY = 'center.services';

export async function pinnedServices(ctx: Ctx): Promise<{ keys: string[] }> {
  const me = ctx.me();
  const stored = parseJson<unknown>(await getSetting(ctx.db, ctx.site.id, me.id, KEY), []);
  return { keys: Array.isArray(stored) ? stored.filter((k): k is string => typeof k === 'string') : [] };
}

/** Replaces the whole list: the last save wins, as the user last arranged it. */
export async function savePinnedServices(ctx: Ctx, keys: string[]): Promise<{ keys: string[] }> {
  const me = ctx.me();
  await putSetting(ctx.db, ctx.site.id, me.id, KEY, JSON.stringify(keys), clock.now());
  return { keys };
}
