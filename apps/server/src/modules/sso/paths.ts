/**
 * Where single sign-on sends the browser: our callback URLs (absolute, as providers need them),
 * the site's H5 pages, and the browser cookie that ties a flow to the browser that started it.
 */
import type { Ctx } from '../../platform/context.js';
import type { Site } from '../../platform/db/schema.js';
import { loginUrlOf } from '../../platform/sites.js';
import { randomToken, sha256 } from '../../platform/util.js';

export const BROWSER_COOKIE = 'cp_sso';
const BROWSER_COOKIE_SECONDS = 24 * 3600;

/** Our origin as the browser sees it: the configured public origin, else the request's. */
export function originOf(ctx: Ctx): string {
  const configured = ctx.platform.env.PUBLIC_ORIGIN;
  return configured ? new URL(configured).origin : `${ctx.req.protocol}://${ctx.req.host}`;
}

export const casServiceUrl = (ctx: Ctx, flowToken: string) =>
  `${originOf(ctx)}/api/sso/callback/cas?flow=${encodeURIComponent(flowToken)}`;

/** One redirect URI for every site: the flow (found by state) says which site it is. */
export const oidcRedirectUri = (ctx: Ctx) => `${originOf(ctx)}/api/sso/callback/oidc`;

/** The site's H5 base: `/site/` for the default site, `/{site}/site/` for the others. */
export function h5Base(ctx: Ctx, site: Site): string {
  return site.id === ctx.platform.env.DEFAULT_SITE ? '/site/' : `/${site.id}/site/`;
}

export function bindPage(ctx: Ctx, site: Site, pendingToken: string): string {
  return `${h5Base(ctx, site)}sso/index?pending=${encodeURIComponent(pendingToken)}`;
}

/** The login page with the reason a sign-on failed (the H5 shows it from `sso_error`). */
export function errorPage(ctx: Ctx, site: Site, code: string): string {
  const login = loginUrlOf(site, ctx.platform.env.DEFAULT_SITE);
  return `${login}${login.includes('?') ? '&' : '?'}sso_error=${encodeURIComponent(code)}`;
}

/** sha256 of this browser's sign-on cookie, issuing one if it has none. */
export function browserKey(ctx: Ctx): string {
  const present = presentedBrowserKey(ctx);
  if (present) return present;
  const token = randomToken(24);
  ctx.reply.setCookie(BROWSER_COOKIE, token, {
    path: '/api/sso/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.platform.policy.secureCookies,
    maxAge: BROWSER_COOKIE_SECONDS,
  });
  return sha256(token);
}

/** sha256 of the sign-on cookie the browser sent, or '' (matches no row: rows always have one). */
export function presentedBrowserKey(ctx: Ctx): string {
  const v = ctx.req.cookies[BROWSER_COOKIE];
  return v && /^[A-Za-z0-9_-]{20,64}$/.test(v) ? sha256(v) : '';
}
