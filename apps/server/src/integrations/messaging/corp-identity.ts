/**
 * The enterprise messaging app's OAuth: turns the code it hands back into the member's id
 * (GET cgi-bin/gettoken, then GET cgi-bin/auth/getuserinfo). The access token is cached in the
 * shared kv table until shortly before it expires.
 */
import { AppError, E } from '@campus/api';
import { DEFAULT_TIMEOUT_MS, errcodeOf, getJson } from './http.js';
import type { TokenCache } from './jsapi-ticket.js';

export interface CorpIdentitySource {
  /** The member id (userid) the code belongs to. */
  userIdOf(code: string): Promise<string>;
}

export interface CorpIdentityOptions {
  corpId: string;
  secret: string;
  apiBase: string;
  cache: TokenCache;
  timeoutMs?: number;
}

const STALE_TOKEN = new Set([40001, 40014, 42001]);

export class PlatformCorpIdentity implements CorpIdentitySource {
  constructor(private readonly o: CorpIdentityOptions) {}

  private url(path: string, query: Record<string, string>): URL {
    const u = new URL(path, this.o.apiBase.endsWith('/') ? this.o.apiBase : `${this.o.apiBase}/`);
    for (const [k, v] of Object.entries(query)) u.searchParams.set(k, v);
    return u;
  }

  private get key(): string {
    return `corp:${this.o.corpId}:access_token`;
  }

  private async accessToken(): Promise<string> {
    const cached = await this.o.cache.get(this.key);
    if (cached) return cached;
    const body = await getJson(
      this.url('cgi-bin/gettoken', { corpid: this.o.corpId, corpsecret: this.o.secret }),
      'corp access_token',
      this.o.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    );
    const token = body.access_token;
    if (errcodeOf(body) !== 0 || typeof token !== 'string' || token === '') {
      throw new AppError(E.UPSTREAM_FAILED, `corp access_token: refused (errcode ${errcodeOf(body)})`);
    }
    const n = Number(body.expires_in);
    await this.o.cache.put(this.key, token, Math.max(60, (Number.isFinite(n) && n > 0 ? n : 7200) - 300));
    return token;
  }

  async userIdOf(code: string): Promise<string> {
    for (let attempt = 0; ; attempt++) {
      const body = await getJson(
        this.url('cgi-bin/auth/getuserinfo', { access_token: await this.accessToken(), code }),
        'corp user',
        this.o.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      );
      const errcode = errcodeOf(body);
      if (STALE_TOKEN.has(errcode) && attempt === 0) {
        await this.o.cache.drop(this.key);
        continue;
      }
      // Members come back as `userid` (older API versions: `UserId`); outsiders have neither.
      const id = body.userid ?? body.UserId;
      if (errcode !== 0) throw new AppError(E.BAD_CODE, `code: refused by the messaging app (errcode ${errcode})`, { field: 'code' });
      if (typeof id !== 'string' || id === '') throw new AppError(E.SSO_NOT_BOUND, 'code: not a member of this organisation');
      return id;
    }
  }
}
