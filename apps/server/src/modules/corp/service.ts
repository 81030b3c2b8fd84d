/**
 * The enterprise messaging-app login (spec section 7: GET /api/corp/index?redirectUrl=).
 * index: sends the browser to the app's OAuth page with a one-time state (kept in sso_flows
 * with the redirectUrl, and in a short cookie that binds it to this browser).
 * callback: checks both, exchanges the code for the member id, logs in the bound account and
 * goes back to redirectUrl. redirectUrl is always a path of ours: no open redirect.
 */
import { AppError, E, badInput } from '@campus/api';
import { PlatformCorpIdentity } from '../../integrations/messaging/corp-identity.js';
import { corpConfig, integrationOf } from '../../integrations/messaging/config.js';
import { kvTokenCache } from '../../integrations/messaging/queries.js';
import type { Ctx } from '../../platform/context.js';
import { createSession, destroySession, setSessionCookie } from '../../platform/sessions.js';
import { now, randomToken, safeEqual, sha256 } from '../../platform/util.js';
import { claimFlow, findBoundUser, insertFlow, pruneFlows } from './queries.js';

export const FLOW_SECONDS = 10 * 60;
export const STATE_COOKIE = 'cp_corp';
const COOKIE_PATH = '/api/corp';

export function originOf(ctx: Ctx): string {
  const pub = ctx.platform.env.PUBLIC_ORIGIN;
  return pub ? new URL(pub).origin : `${ctx.req.protocol}://${ctx.req.host}`;
}

function homeOf(ctx: Ctx): string {
  return ctx.site.id === ctx.platform.env.DEFAULT_SITE ? '/site/' : `/${ctx.site.id}/site/`;
}

/**
 * The redirect target as a path on our origin. Accepts a path (`/site/...`) or an absolute URL of
 * our own origin; refuses other hosts, scheme-relative `//host`, backslashes and control characters.
 */
export function samePath(raw: string | undefined, origin: string, fallback: string): string {
  if (raw === undefined || raw === '') return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) throw badInput('redirectUrl', 'must be a path on this site');
  let u: URL;
  try {
    u = new URL(raw, origin);
  } catch {
    throw badInput('redirectUrl', 'must be a path on this site');
  }
  const isPath = raw.startsWith('/') && !raw.startsWith('//');
  if (u.origin !== origin || (!isPath && !/^https?:\/\//i.test(raw))) throw badInput('redirectUrl', 'must be a path on this site');
  return `${u.pathname}${u.search}${u.hash}`;
}

function callbackUrl(ctx: Ctx, origin: string): string {
  const q = ctx.site.id === ctx.platform.env.DEFAULT_SITE ? '' : `?site=${encodeURIComponent(ctx.site.id)}`;
  return `${origin}/api/corp/callback${q}`;
}

export async function corpRedirect(ctx: Ctx, redirectUrl: string | undefined): Promise<string> {
  const origin = originOf(ctx);
  const target = samePath(redirectUrl, origin, homeOf(ctx));
  const cfg = integrationOf(ctx.site, 'corp', corpConfig);
  const state = randomToken(24);
  const t = now();
  await insertFlow(ctx.db, { id: sha256(state), site_id: ctx.site.id, redirect_url: target, expires_at: t + FLOW_SECONDS });
  await pruneFlows(ctx.db, t - 24 * 3600);
  ctx.reply.setCookie(STATE_COOKIE, state, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.platform.policy.secureCookies,
    maxAge: FLOW_SECONDS,
  });
  const u = new URL(cfg.authorizeUrl);
  u.searchParams.set('appid', cfg.corpId);
  u.searchParams.set('redirect_uri', callbackUrl(ctx, origin));
  u.searchParams.set('response_type', 'code');
  u.searchParams.set('scope', 'snsapi_base');
  u.searchParams.set('state', state);
  u.searchParams.set('agentid', cfg.agentId);
  u.hash = 'wechat_redirect';
  return u.toString();
}

/** Where the browser goes after the callback (the flow's redirectUrl, or the login page if refused). */
export async function corpCallback(ctx: Ctx, input: { code?: string | undefined; state: string }): Promise<string> {
  const cookie = ctx.req.cookies[STATE_COOKIE];
  ctx.reply.clearCookie(STATE_COOKIE, { path: COOKIE_PATH });
  if (!cookie || !safeEqual(cookie, input.state)) {
    throw new AppError(E.BAD_TICKET, 'state: does not belong to this browser', { field: 'state' });
  }
  const flow = await claimFlow(ctx.db, ctx.site.id, sha256(input.state), now());
  if (!flow) throw new AppError(E.BAD_TICKET, 'state: unknown, expired or already used', { field: 'state' });
  // No code: the user declined in the messaging app.
  if (!input.code) return ctx.loginUrl;
  const cfg = integrationOf(ctx.site, 'corp', corpConfig);
  if (!cfg.secret) throw new AppError(E.NOT_CONFIGURED, 'corp: secret not configured', { field: 'corp' });
  const source = new PlatformCorpIdentity({
    corpId: cfg.corpId,
    secret: cfg.secret,
    apiBase: cfg.apiBase,
    cache: kvTokenCache(ctx.db, ctx.site.id),
    ...(cfg.timeoutMs ? { timeoutMs: cfg.timeoutMs } : {}),
  });
  const member = await source.userIdOf(input.code);
  const user = await findBoundUser(ctx.db, ctx.site.id, member);
  if (!user) throw new AppError(E.SSO_NOT_BOUND, undefined, { login_url: ctx.loginUrl });
  if (user.status !== 'active') throw new AppError(E.ACCOUNT_DISABLED);
  const presented = ctx.req.cookies.cp_sid;
  if (presented) await destroySession(ctx.platform, presented);
  const { token } = await createSession(ctx.db, ctx.platform.policy, user, {
    ip: ctx.ip,
    userAgent: String(ctx.req.headers['user-agent'] ?? ''),
  });
  setSessionCookie(ctx.reply, ctx.platform.policy, token);
  await ctx.audit('corp.login', user.username, { member });
  return flow.redirect_url;
}
