/**
 * Spec section 7: the access log (signed by the page: md5 of appkey, timestamp, url) and the
 * client error log. Both are public and cheap to call, so both are bounded: the access log by
 * its signature window and replay check, the error log by a per-address rate and field sizes.
 */
import { AppError, E } from '@campus/api';
import { accessLogSignature } from '@campus/api/rules/signature';
import type { Ctx } from '../../platform/context.js';
import { newId, now, safeEqual } from '../../platform/util.js';
import { claimOnce, hit, pruneExpired } from '../../platform/kv.js';
import { insertAccessLog, insertWebLog } from './queries.js';

/** A signed visit is accepted this many seconds either side of the server's clock. */
export const SIGNATURE_WINDOW_SECONDS = 5 * 60;
export const WEB_LOG_PER_MINUTE = 60;
/** Longest stored text per error-log field; longer values are cut, not refused. */
export const WEB_LOG_FIELD_CHARS = { err_message: 2000, return_data: 8000, vue_data: 8000 } as const;

const PREFIX = 'log:';

/** The same rule the H5 signs with (one definition in packages/api). */
export const accessSignature = (appkey: string, timestamp: string, url: string): string =>
  accessLogSignature(appkey, timestamp, url);

export interface AccessInput {
  appkey: string;
  url: string;
  timestamp: string;
  signature: string;
}

/** Spec: when the key is `location`, the application key is the url's `service` query parameter. */
export function appkeyOf(appkey: string, url: string): string {
  if (appkey !== 'location') return appkey;
  let service: string | null = null;
  try {
    service = new URL(url, 'http://local.invalid').searchParams.get('service');
  } catch {
    service = null;
  }
  return service ? service.slice(0, 128) : appkey;
}

export async function recordAccess(ctx: Ctx, input: AccessInput): Promise<null> {
  const expected = accessSignature(input.appkey, input.timestamp, input.url);
  if (!safeEqual(expected, input.signature.toLowerCase())) {
    throw new AppError(E.BAD_SIGNATURE, 'signature: does not match appkey, timestamp and url', { field: 'signature' });
  }
  const t = now();
  const ts = Number(input.timestamp);
  if (Math.abs(t - ts) > SIGNATURE_WINDOW_SECONDS) {
    throw new AppError(E.EXPIRED, 'timestamp: more than 5 minutes from the server time', { field: 'timestamp' });
  }
  // The signature has no nonce: two people may open the same page in the same second. A replay
  // is the same signed payload again from the same caller (account, else address).
  const caller = ctx.user ? `u:${ctx.user.id}` : `ip:${ctx.ip}`;
  const fresh = await claimOnce(ctx.db, ctx.site.id, `${PREFIX}sig:${expected}:${caller}`, t, ts + SIGNATURE_WINDOW_SECONDS + 1);
  if (!fresh) throw new AppError(E.BAD_SIGNATURE, 'signature: already used', { field: 'signature' });
  await insertAccessLog(ctx.db, {
    id: newId(),
    site_id: ctx.site.id,
    user_id: ctx.user?.id ?? null,
    appkey: appkeyOf(input.appkey, input.url),
    url: input.url,
    ip: ctx.ip,
    at: t,
  });
  if (Math.random() < 0.01) await pruneExpired(ctx.db, PREFIX, t);
  return null;
}

/** Text for a logged field: strings as sent, anything else as JSON; cut to `max` characters. */
export function loggedText(v: unknown, max: number): string {
  let s: string;
  if (v === undefined || v === null) s = '';
  else if (typeof v === 'string') s = v;
  else {
    try {
      s = JSON.stringify(v) ?? '';
    } catch {
      s = String(v);
    }
  }
  return s.length > max ? s.slice(0, max) : s;
}

export interface WebLogInput {
  err_message?: unknown;
  return_data?: unknown;
  vue_data?: unknown;
}

export async function recordWebLog(ctx: Ctx, input: WebLogInput): Promise<null> {
  const t = now();
  const hits = await hit(ctx.db, ctx.site.id, `${PREFIX}rate:weblog:${ctx.ip}`, t, 60);
  if (hits > WEB_LOG_PER_MINUTE) throw new AppError(E.TOO_MANY_REQUESTS, undefined, { retry_after: 60 });
  const h = ctx.req.headers;
  await insertWebLog(ctx.db, {
    id: newId(),
    site_id: ctx.site.id,
    user_id: ctx.user?.id ?? null,
    err_message: loggedText(input.err_message, WEB_LOG_FIELD_CHARS.err_message),
    return_data: loggedText(input.return_data, WEB_LOG_FIELD_CHARS.return_data),
    vue_data: loggedText(input.vue_data, WEB_LOG_FIELD_CHARS.vue_data),
    url: loggedText(h.referer, 2048),
    user_agent: loggedText(h['user-agent'], 512),
    at: t,
  });
  if (Math.random() < 0.01) await pruneExpired(ctx.db, PREFIX, t);
  return null;
}
