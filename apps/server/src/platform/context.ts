/**
 * What every handler gets: the platform (db, config), the site this request is bound to, the
 * caller (or null) and helpers. Built once per request by the hook in app.ts.
 */
import { AppError, E, type AuthMap } from '@campus/api';
import type { Lang } from '@campus/i18n/all';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Db } from './db/index.js';
import type { Session, Site, User } from './db/schema.js';
import type { Env } from './env.js';
import type { Notifier } from './notify/index.js';
import { siteTimezone } from './notify/dnd.js';
import { reuseJson } from './serialize.js';
import type { AuthCache } from './auth-cache.js';
import { loadAuthMap } from './permissions.js';
import type { SessionPolicy } from './sessions.js';
import type { Signals } from './signals.js';
import { loginUrlOf, type SiteCache } from './sites.js';
import { newId, now } from './util.js';

/** Process-wide dependencies, decorated on the Fastify instance as `platform`. */
export interface Platform {
  env: Env;
  database: Database;
  db: Db;
  sites: SiteCache;
  policy: SessionPolicy;
  /** Directory of the attachment store. */
  uploadDir: string;
  /** Change signals for process-local memos (platform/signals.ts). */
  signals: Signals;
  /** Sessions and permission maps this process believes (platform/auth-cache.ts). */
  auth: AuthCache;
  /** Delivery of notices (live streams, channels); set once the app is built (platform/notify). */
  notifier?: Notifier;
  /**
   * What modules recount when a site's timezone changes (figures kept per site day): each module
   * adds its own when it mounts, so the site administration needs to know none of them.
   */
  onSiteZoneChange: ((db: Db, siteId: string) => Promise<void>)[];
}

export class Ctx {
  private authCache: { auth: AuthMap; roles: string[] } | undefined;

  constructor(
    readonly platform: Platform,
    readonly req: FastifyRequest,
    readonly reply: FastifyReply,
    readonly site: Site,
    readonly user: User | null,
    readonly session: Session | null,
    /** The raw session cookie token, when one was presented and is live. */
    readonly sessionToken: string | undefined,
  ) {}

  get db(): Db {
    return this.platform.db;
  }

  /** The site's IANA timezone (its profile's, Asia/Shanghai by default): the clock its days, hours and texts are on. */
  get timezone(): string {
    return siteTimezone(this.site.variants);
  }

  /** The caller's language for files and texts made on the server: Accept-Language (zh by default). */
  get lang(): Lang {
    const h = String(this.req.headers['accept-language'] ?? '').toLowerCase();
    if (/^zh-(tw|hk|mo|hant)/.test(h)) return 'tw';
    if (h.startsWith('en')) return 'en';
    return 'zh';
  }

  get ip(): string {
    return this.req.ip;
  }

  get loginUrl(): string {
    return loginUrlOf(this.site, this.platform.env.DEFAULT_SITE);
  }

  /** The logged-in user, or 10013. */
  me(): User {
    if (!this.user) throw new AppError(E.NOT_LOGGED_IN, undefined, { login_url: this.loginUrl });
    return this.user;
  }

  get isSuper(): boolean {
    return this.user?.is_super === 1;
  }

  /** Permission map and role codes of the caller on this site (loaded once per request). */
  async authz(): Promise<{ auth: AuthMap; roles: string[] }> {
    if (!this.user) return { auth: {}, roles: [] };
    if (!this.authCache) {
      const key = `${this.user.id}:${this.site.id}`;
      // Only a fresh load is stored: refreshing a hit would keep a busy entry past its TTL, and
      // another process's change of roles would never show here.
      let hit = this.platform.auth.maps.get(key);
      if (!hit) {
        hit = await loadAuthMap(this.db, this.user.id, this.site.id);
        reuseJson(hit.auth);
        this.platform.auth.maps.set(key, hit);
      }
      this.authCache = hit;
    }
    return this.authCache;
  }

  /** Records who did what, when and from where (the console's audit log). */
  async audit(action: string, target = '', detail: unknown = {}): Promise<void> {
    await this.db
      .insertInto('audit_log')
      .values({
        id: newId(),
        site_id: this.site.id,
        user_id: this.user?.id ?? null,
        action,
        target,
        detail: JSON.stringify(detail),
        ip: this.ip,
        at: now(),
      })
      .execute();
  }
}
