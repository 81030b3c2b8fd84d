/**
 * A site's messaging-app settings, read from its `integrations` JSON column:
 *   { "share": { "appId", "ticketSource": { "type": "static", "ticket" }
 *                                       | { "type": "wechat", "apiBase", "appSecret" },
 *                "title", "desc", "image", "wid" },
 *     "corp":  { "corpId", "agentId", "authorizeUrl", "secret", "apiBase" } }
 * Secrets stay on the server: nothing here is ever sent to a client.
 */
import { AppError, E } from '@campus/api';
import { z } from 'zod';
import type { Site } from '../../platform/db/schema.js';
import { parseJson } from '../../platform/util.js';
import type { Db } from '../../platform/db/index.js';
import { PlatformTicketSource, StaticTicketSource, type JsapiTicketSource } from './jsapi-ticket.js';
import { kvTokenCache } from './queries.js';

const httpUrl = z.string().url().refine((u) => /^https?:\/\//i.test(u), 'must be http(s)');

export const shareConfig = z.object({
  appId: z.string().min(1).max(64),
  ticketSource: z.discriminatedUnion('type', [
    z.object({ type: z.literal('static'), ticket: z.string().min(1) }),
    z.object({
      type: z.literal('wechat'),
      apiBase: httpUrl.default('https://api.weixin.qq.com'),
      appSecret: z.string().min(1),
      timeoutMs: z.number().int().min(100).max(30000).optional(),
    }),
  ]),
  title: z.string().default(''),
  desc: z.string().default(''),
  image: z.string().default(''),
  wid: z.string().default(''),
});
export type ShareConfig = z.infer<typeof shareConfig>;

export const corpConfig = z.object({
  corpId: z.string().min(1).max(64),
  agentId: z.union([z.string().min(1).max(64), z.number().int()]).transform(String),
  authorizeUrl: httpUrl.default('https://open.weixin.qq.com/connect/oauth2/authorize'),
  /** The app's secret and API base: needed to turn the returned code into a member id. */
  secret: z.string().min(1).optional(),
  apiBase: httpUrl.default('https://qyapi.weixin.qq.com'),
  timeoutMs: z.number().int().min(100).max(30000).optional(),
});
export type CorpConfig = z.infer<typeof corpConfig>;

function section(site: Site, name: 'share' | 'corp'): unknown {
  const all = parseJson<Record<string, unknown>>(site.integrations, {});
  return all && typeof all === 'object' ? all[name] : undefined;
}

/** Whether a site has this integration at all (for the public site profile). */
export function hasIntegration(site: Site, name: 'share' | 'corp'): boolean {
  const s = section(site, name);
  return s !== undefined && s !== null;
}

/** The parsed section, or a clear NOT_CONFIGURED answer naming what is missing or wrong. */
export function integrationOf<T extends z.ZodType>(site: Site, name: 'share' | 'corp', schema: T): z.output<T> {
  const raw = section(site, name);
  if (raw === undefined || raw === null) {
    throw new AppError(E.NOT_CONFIGURED, `${name}: not configured for site ${site.id}`, { field: name });
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join('.') ?? '';
    throw new AppError(E.NOT_CONFIGURED, `${name}: site ${site.id} has an invalid setting${where ? ` (${where})` : ''}`, {
      field: name,
    });
  }
  return parsed.data;
}

export function ticketSourceFor(db: Db, siteId: string, cfg: ShareConfig): JsapiTicketSource {
  const src = cfg.ticketSource;
  if (src.type === 'static') return new StaticTicketSource(src.ticket);
  return new PlatformTicketSource({
    appId: cfg.appId,
    appSecret: src.appSecret,
    apiBase: src.apiBase,
    cache: kvTokenCache(db, siteId),
    ...(src.timeoutMs ? { timeoutMs: src.timeoutMs } : {}),
  });
}
