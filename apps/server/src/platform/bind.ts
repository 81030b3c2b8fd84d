/**
 * Binds a call to its site and its caller, before its body is read: the CSRF check for what
 * changes state, the session, the site, and (for a contract's endpoint) who may call. One
 * route-level hook per endpoint, so that a route knows its endpoint without asking Fastify for
 * its options on every request, and a refused caller's body is never parsed.
 */
import { AppError, E, type Endpoint } from '@campus/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Ctx, type Platform } from './context.js';
import { enforce } from './permissions.js';
import { checkCsrf } from './security.js';
import { resolveSession, sessionToken } from './sessions.js';
import { SITE_ID } from './sites.js';

/** The onRequest hook of an endpoint's routes; `access: false` leaves who may call to the handler. */
export function bindEndpoint(platform: Platform, ep: Endpoint, opts: { access?: boolean } = {}) {
  const checkAccess = opts.access !== false;
  const csrf = ep.method === 'POST' || ep.mutates === true;
  return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (csrf) checkCsrf(req, platform.env.PUBLIC_ORIGIN);
    const ctx = await resolveContext(platform, req, reply);
    req.ctx = ctx;
    if (!checkAccess) return;
    const auth = ep.access.kind === 'module' ? (await ctx.authz()).auth : {};
    enforce(ep.access, { loggedIn: !!ctx.user, isSuper: ctx.isSuper, auth, visitor: ctx.user?.kind === 'visitor' }, ctx.loginUrl, ep.visitors === true);
  };
}

async function resolveContext(platform: Platform, req: FastifyRequest, reply: FastifyReply): Promise<Ctx> {
  const asked = headerOrQuerySite(req);
  if (asked !== undefined && !SITE_ID.test(asked)) throw new AppError(E.BAD_INPUT, 'site: not a site id', { field: 'site' });
  const token = sessionToken(req);
  const live = token ? await resolveSession(platform, token) : null;
  // A session belongs to one site: asking for another site means "not logged in there".
  const sessionSite = live && (asked === undefined || asked === live.session.site_id) ? live : null;
  const siteId = sessionSite?.session.site_id ?? asked ?? platform.env.DEFAULT_SITE;
  const site = await platform.sites.get(siteId);
  if (!site) throw new AppError(E.NOT_FOUND, `site: no such site ${siteId}`, { field: 'site' });
  return new Ctx(platform, req, reply, site, sessionSite?.user ?? null, sessionSite?.session ?? null, sessionSite ? token : undefined);
}

function headerOrQuerySite(req: FastifyRequest): string | undefined {
  const h = req.headers['x-site'];
  if (typeof h === 'string' && h !== '') return h;
  const q = (req.query as Record<string, unknown> | undefined)?.site;
  return typeof q === 'string' && q !== '' ? q : undefined;
}
