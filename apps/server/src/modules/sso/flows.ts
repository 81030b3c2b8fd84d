/**
 * The browser side of a sign-on: start (302 to the provider) and the two callbacks. Every flow
 * is a database row — single use, ten minutes, tied to the starting browser — so any server
 * process can finish what another started. A callback that fails redirects to the login page
 * with `?sso_error=` and never logs anyone in.
 */
import type { SsoMethod } from '@campus/api';
import * as oidc from 'openid-client';
import { casLoginUrl, casValidate, CasError } from '../../integrations/sso/cas.js';
import { authorizationUrl, exchangeCode, OidcError } from '../../integrations/sso/oidc.js';
import { Ctx } from '../../platform/context.js';
import type { Site } from '../../platform/db/schema.js';
import { now, randomToken, sha256 } from '../../platform/util.js';
import { findMethod, methodOrThrow } from './config.js';
import { SsoFailure } from './failure.js';
import { browserKey, casServiceUrl, errorPage, h5Base, oidcRedirectUri, presentedBrowserKey } from './paths.js';
import { consumeFlow, findFlow, insertFlow, recordTicket, type Flow } from './queries.js';
import { completeLogin } from './service.js';

export const FLOW_SECONDS = 10 * 60;
/** How long a seen CAS ticket is remembered (tickets themselves live seconds to minutes). */
const TICKET_MEMORY_SECONDS = 24 * 3600;

export async function startLogin(ctx: Ctx, methodId: string, redirectUrl: string | undefined): Promise<void> {
  const m = methodOrThrow(ctx.site, methodId);
  const token = randomToken(24);
  const t = now();
  const flow: Flow = {
    id: sha256(token),
    site_id: ctx.site.id,
    provider: m.id,
    nonce: '',
    code_verifier: '',
    redirect_url: redirectUrl ?? h5Base(ctx, ctx.site),
    purpose: 'login',
    user_id: ctx.user?.id ?? null,
    expires_at: t + FLOW_SECONDS,
    used_at: null,
    browser: browserKey(ctx),
    subject: '',
    detail: '{}',
  };
  let location: string;
  if (m.type === 'cas') {
    location = casLoginUrl(m.serverUrl, casServiceUrl(ctx, token));
  } else {
    flow.nonce = oidc.randomNonce();
    flow.code_verifier = oidc.randomPKCECodeVerifier();
    try {
      location = await authorizationUrl(m, { redirectUri: oidcRedirectUri(ctx), state: token, nonce: flow.nonce, codeVerifier: flow.code_verifier });
    } catch (err) {
      ctx.req.log.warn({ err, method: m.id }, 'sso: provider discovery failed');
      return void ctx.reply.redirect(errorPage(ctx, ctx.site, 'provider'), 302);
    }
  }
  await insertFlow(ctx.db, flow, t - TICKET_MEMORY_SECONDS);
  ctx.reply.redirect(location, 302);
}

export function casCallback(ctx: Ctx, input: { flow?: string | undefined; ticket?: string | undefined }): Promise<void> {
  return guarded(ctx, async () => {
    if (!input.flow) throw new SsoFailure('state', 'no flow');
    const { flow, site, method, siteCtx } = await takeFlow(ctx, input.flow, 'cas');
    if (method.type !== 'cas') throw new SsoFailure('method', 'not a CAS method', site);
    if (!input.ticket) throw new SsoFailure('ticket', 'no ticket', site);
    const t = now();
    // The CAS server refuses a second validation too; we do not even ask twice.
    const first = await recordTicket(ctx.db, {
      id: sha256(`cas-ticket:${site.id}:${method.id}:${input.ticket}`),
      site_id: site.id, provider: method.id, nonce: '', code_verifier: '', redirect_url: '', purpose: 'ticket',
      user_id: null, expires_at: t + TICKET_MEMORY_SECONDS, used_at: t, browser: '', subject: '', detail: '{}',
    });
    if (!first) throw new SsoFailure('replay', 'ticket already used', site);
    let identity;
    try {
      identity = await casValidate(method.serverUrl, casServiceUrl(ctx, input.flow), input.ticket);
    } catch (err) {
      if (!(err instanceof CasError)) throw err;
      ctx.req.log.info({ code: err.code, method: method.id }, 'sso: CAS ticket refused');
      throw new SsoFailure(err.code === 'UNREACHABLE' || err.code === 'HTTP_ERROR' ? 'provider' : 'ticket', err.message, site);
    }
    const subject = method.attribute ? identity.attributes[method.attribute]?.[0] : identity.user;
    if (!subject || subject.length > 255) throw new SsoFailure('subject', 'no usable subject', site);
    const a = identity.attributes;
    const displayName = a.displayName?.[0] ?? a.name?.[0] ?? a.cn?.[0] ?? identity.user;
    await completeLogin(siteCtx, flow, method, { subject, displayName });
  });
}

export interface OidcCallbackInput {
  state?: string | undefined;
  code?: string | undefined;
  iss?: string | undefined;
  error?: string | undefined;
  error_description?: string | undefined;
  session_state?: string | undefined;
}

export function oidcCallback(ctx: Ctx, input: OidcCallbackInput): Promise<void> {
  return guarded(ctx, async () => {
    if (!input.state) throw new SsoFailure('state', 'no state');
    const { flow, site, method, siteCtx } = await takeFlow(ctx, input.state, 'oidc');
    if (method.type !== 'oidc') throw new SsoFailure('method', 'not an OIDC method', site);
    // The callback exactly as the provider sent it: our redirect URI plus its parameters.
    const callbackUrl = new URL(oidcRedirectUri(ctx));
    for (const [k, v] of Object.entries(input)) if (typeof v === 'string') callbackUrl.searchParams.set(k, v);
    let identity;
    try {
      identity = await exchangeCode(method, { callbackUrl, state: input.state, nonce: flow.nonce, codeVerifier: flow.code_verifier });
    } catch (err) {
      if (!(err instanceof OidcError)) throw err;
      ctx.req.log.info({ reason: err.reason, msg: err.message, method: method.id }, 'sso: OIDC callback refused');
      throw new SsoFailure(err.reason, err.message, site);
    }
    const c = identity.claims;
    const displayName = [c.name, c.preferred_username, identity.subject].find((v): v is string => typeof v === 'string' && v !== '')!;
    await completeLogin(siteCtx, flow, method, { subject: identity.subject, displayName });
  });
}

/** Finds and consumes the login flow a callback names; the context it returns is the flow's site. */
async function takeFlow(ctx: Ctx, token: string, type: SsoMethod['type']) {
  const flow = await findFlow(ctx.db, sha256(token));
  if (!flow || flow.purpose !== 'login') throw new SsoFailure('state', 'unknown flow');
  const site = (await ctx.platform.sites.get(flow.site_id)) ?? undefined;
  if (!site) throw new SsoFailure('state', 'flow of an unknown site');
  const t = now();
  if (flow.browser !== presentedBrowserKey(ctx)) throw new SsoFailure('browser', 'flow started in another browser', site);
  if (flow.used_at !== null) throw new SsoFailure('used', 'flow already used', site);
  if (flow.expires_at <= t) throw new SsoFailure('expired', 'flow expired', site);
  const method = findMethod(site, flow.provider);
  if (!method || method.type !== type) throw new SsoFailure('method', 'method no longer configured', site);
  if (!(await consumeFlow(ctx.db, flow.id, t))) throw new SsoFailure('used', 'flow already used', site);
  return { flow, site, method, siteCtx: ctxFor(ctx, site) };
}

/** The request's context moved to the flow's site (the caller is nobody there unless it is the same site). */
function ctxFor(ctx: Ctx, site: Site): Ctx {
  if (ctx.site.id === site.id) return ctx;
  return new Ctx(ctx.platform, ctx.req, ctx.reply, site, null, null, undefined);
}

async function guarded(ctx: Ctx, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (err) {
    if (err instanceof SsoFailure) {
      return void ctx.reply.redirect(errorPage(ctx, err.site ?? ctx.site, err.code), 302);
    }
    ctx.req.log.error({ err }, 'sso: callback failed');
    ctx.reply.redirect(errorPage(ctx, ctx.site, 'system'), 302);
  }
}
