/** The language of a download, from the request's Accept-Language (zh unless en or a traditional variant). */
import type { Lang } from '@campus/i18n/all';
import type { Ctx } from '../../platform/context.js';

export function langOf(ctx: Ctx): Lang {
  const h = String(ctx.req.headers['accept-language'] ?? '').toLowerCase();
  if (/^zh-(tw|hk|mo|hant)/.test(h)) return 'tw';
  if (h.startsWith('en')) return 'en';
  return 'zh';
}
