/**
 * The messaging app's JS-SDK: where the jsapi_ticket comes from, and the page signature made
 * with it. A site configures its source (integrations.share.ticketSource): a static ticket
 * (another system refreshes it) or the messaging platform itself (access_token, then ticket).
 */
import crypto from 'node:crypto';
import { AppError, E } from '@campus/api';
import { DEFAULT_TIMEOUT_MS, errcodeOf, getJson } from './http.js';

export interface JsapiTicketSource {
  ticket(): Promise<string>;
}

/** Shared by every process (the kv table), so a ticket is fetched once per expiry, not per process. */
export interface TokenCache {
  get(key: string): Promise<string | null>;
  put(key: string, value: string, ttlSeconds: number): Promise<void>;
  drop(key: string): Promise<void>;
}

/**
 * Spec section 7 / the JS-SDK algorithm: sha1 over `jsapi_ticket=..&noncestr=..&timestamp=..&url=..`
 * (keys sorted, values raw), with the url cut at its fragment.
 */
export function jsapiSignature(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  const page = url.split('#')[0] ?? '';
  const text = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${page}`;
  return crypto.createHash('sha1').update(text).digest('hex');
}

export class StaticTicketSource implements JsapiTicketSource {
  constructor(private readonly value: string) {}
  async ticket(): Promise<string> {
    return this.value;
  }
}

export interface PlatformTicketOptions {
  appId: string;
  appSecret: string;
  /** e.g. https://api.weixin.qq.com */
  apiBase: string;
  cache: TokenCache;
  timeoutMs?: number;
}

/** Renew this long before the platform says a token expires, so no caller gets a dying one. */
const EXPIRY_MARGIN_SECONDS = 300;
/** errcodes meaning "that access_token is no longer valid". */
const STALE_TOKEN = new Set([40001, 40014, 42001]);

function ttlOf(body: Record<string, unknown>): number {
  const n = Number(body.expires_in);
  return Math.max(60, (Number.isFinite(n) && n > 0 ? n : 7200) - EXPIRY_MARGIN_SECONDS);
}

/** The messaging platform: GET cgi-bin/token, then GET cgi-bin/ticket/getticket?type=jsapi. */
export class PlatformTicketSource implements JsapiTicketSource {
  private readonly timeoutMs: number;
  constructor(private readonly o: PlatformTicketOptions) {
    this.timeoutMs = o.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  private key(what: string): string {
    return `messaging:${this.o.appId}:${what}`;
  }

  private url(path: string, query: Record<string, string>): URL {
    const u = new URL(path, this.o.apiBase.endsWith('/') ? this.o.apiBase : `${this.o.apiBase}/`);
    for (const [k, v] of Object.entries(query)) u.searchParams.set(k, v);
    return u;
  }

  async accessToken(): Promise<string> {
    const cached = await this.o.cache.get(this.key('access_token'));
    if (cached) return cached;
    const body = await getJson(
      this.url('cgi-bin/token', { grant_type: 'client_credential', appid: this.o.appId, secret: this.o.appSecret }),
      'messaging access_token',
      this.timeoutMs,
    );
    const token = body.access_token;
    if (errcodeOf(body) !== 0 || typeof token !== 'string' || token === '') {
      throw new AppError(E.UPSTREAM_FAILED, `messaging access_token: refused (errcode ${errcodeOf(body)})`);
    }
    await this.o.cache.put(this.key('access_token'), token, ttlOf(body));
    return token;
  }

  async ticket(): Promise<string> {
    const cached = await this.o.cache.get(this.key('jsapi_ticket'));
    if (cached) return cached;
    for (let attempt = 0; ; attempt++) {
      const token = await this.accessToken();
      const body = await getJson(
        this.url('cgi-bin/ticket/getticket', { access_token: token, type: 'jsapi' }),
        'messaging jsapi_ticket',
        this.timeoutMs,
      );
      const code = errcodeOf(body);
      if (STALE_TOKEN.has(code) && attempt === 0) {
        // Another system renewed the token under us: drop ours and try once more.
        await this.o.cache.drop(this.key('access_token'));
        continue;
      }
      const ticket = body.ticket;
      if (code !== 0 || typeof ticket !== 'string' || ticket === '') {
        throw new AppError(E.UPSTREAM_FAILED, `messaging jsapi_ticket: refused (errcode ${code})`);
      }
      await this.o.cache.put(this.key('jsapi_ticket'), ticket, ttlOf(body));
      return ticket;
    }
  }
}
