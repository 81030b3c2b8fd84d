/**
 * Binds a call to its site and its caller, before its body is read: the CSRF check for what
 * changes state, the session, the site, and (for a contract's endpoint) who may call. One
 * route-level hook per endpoint, so that a route knows its endpoint without asking Fastify for
 * its options on every request, and a refused caller's body is never parsed.
 */
import { AppError, E, type Endpoint } from '@campus/api';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { LiveSession } from './auth-cache.js';
import { Ctx, type Platform } from './context.js';
import { enforce, type Caller } from './permissions.js';
import { checkCsrf } from './security.js';
import type { Site } from './db/schema.js';
import { cachedSession, resolveSession, sessionToken } from './sessions.js';
import { SITE_ID } from './sites.js';

/**
 * The onRequest hook of an endpoint's routes; `access: false` leaves who may call to the handler.
 * A callback hook, not an async one: when the session and the site are in memory (most calls)
 * it finishes without waiting for a promise.
 */
export function bindEndpoint(platform: Platform, ep: Endpoint, opts: { access?: boolean } = {}) {
  const checkAccess = opts.access !== false;
  const csrf = ep.method === 'POST' || ep.mutates === true;
  const admit = (ctx: Ctx, auth: Caller['auth']): Error | undefined => {
    try {
      enforce(ep.access, { loggedIn: !!ctx.user, isSuper: ctx.isSuper, auth, visitor: ctx.user?.kind === 'visitor' }, ctx.loginUrl, ep.visitors === true);
      return undefined;
    } catch (err) {
      return err as Error;
    }
  };
  const bound = (req: FastifyRequest, ctx: Ctx, done: HookHandlerDoneFunction): void => {
    req.ctx = ctx;
    if (!checkAccess) return done();
    if (ep.access.kind !== 'module') return done(admit(ctx, {}));
    ctx.authz().then(({ auth }) => done(admit(ctx, auth)), done);
  };
  return (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    let ctx: Ctx | Promise<Ctx>;
    try {
      if (csrf) checkCsrf(req, platform.env.PUBLIC_ORIGIN);
      ctx = resolveContext(platform, req, reply);
    } catch (err) {
      return done(err as Error);
    }
    if (ctx instanceof Ctx) bound(req, ctx, done);
    else ctx.then((c) => bound(req, c, done), done);
  };
}

/** The caller's site and session: at once when both are in memory, else once read. */
function resolveContext(platform: Platform, req: FastifyRequest, reply: FastifyReply): Ctx | Promise<Ctx> {
  const asked = headerOrQuerySite(req);
  if (asked !== undefined && !SITE_ID.test(asked)) throw new AppError(E.BAD_INPUT, 'site: not a site id', { field: 'site' });
  const token = sessionToken(req);
  const live = token ? cachedSession(platform, token) : null;
  if (live !== undefined) {
    const own = sessionOn(asked, live);
    const siteId = siteOf(platform, asked, own);
    const site = platform.sites.cached(siteId);
    if (site !== undefined) return contextOf(platform, req, reply, siteId, site, own, token);
  }
  return (async () => {
    const own = sessionOn(asked, token ? await resolveSession(platform, token) : null);
    const siteId = siteOf(platform, asked, own);
    return contextOf(platform, req, reply, siteId, await platform.sites.get(siteId), own, token);
  })();
}

/** A session belongs to one site: asking for another site means "not logged in there". */
const sessionOn = (asked: string | undefined, live: LiveSession | null) =>
  live && (asked === undefined || asked === live.session.site_id) ? live : null;

const siteOf = (platform: Platform, asked: string | undefined, own: LiveSession | null) =>
  own?.session.site_id ?? asked ?? platform.env.DEFAULT_SITE;

function contextOf(
  platform: Platform, req: FastifyRequest, reply: FastifyReply, siteId: string, site: Site | null,
  own: LiveSession | null, token: string | undefined,
): Ctx {
  if (!site) throw new AppError(E.NOT_FOUND, `site: no such site ${siteId}`, { field: 'site' });
  return new Ctx(platform, req, reply, site, own?.user ?? null, own?.session ?? null, own ? token : undefined);
}

function headerOrQuerySite(req: FastifyRequest): string | undefined {
  const h = req.headers['x-site'];
  if (typeof h === 'string' && h !== '') return h;
  const q = (req.query as Record<string, unknown> | undefined)?.site;
  return typeof q === 'string' && q !== '' ? q : undefined;
}
