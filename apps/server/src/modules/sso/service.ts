/**
 * What a verified campus identity leads to on a site: a session for the bound account, an
 * automatic binding (when the site allows it and exactly one account matches), or a pending
 * identity the person binds on the H5 bind page. Also bind, unbind and the caller's bindings.
 * Every lookup is by site: a site never sees another site's bindings.
 */
import { AppError, E, badInput, type SsoMethod } from '@campus/api';
import { Ctx } from '../../platform/context.js';
import type { User } from '../../platform/db/schema.js';
import { now, parseJson, randomToken, sha256 } from '../../platform/util.js';
import { login, sessionUserOf, startSession } from '../auth/service.js';
import { enabledMethods, findMethod, publicMethod, ssoConfigOf } from './config.js';
import { SsoFailure } from './failure.js';
import { bindPage, presentedBrowserKey } from './paths.js';
import {
  consumeFlow, deleteIdentity, findFlow, findIdentity, findIdentityOfUser, findSiteUser, identitiesOfUser,
  insertFlow, insertIdentity, usersMatching, type Flow,
} from './queries.js';

export const PENDING_SECONDS = 10 * 60;

export interface VerifiedIdentity {
  subject: string;
  displayName: string;
}

/** After a callback verified who this is: log in, bind automatically, or ask to bind. */
export async function completeLogin(ctx: Ctx, flow: Flow, method: SsoMethod, who: VerifiedIdentity): Promise<void> {
  const site = ctx.site;
  const bound = await findIdentity(ctx.db, site.id, method.id, who.subject);
  if (bound) {
    const user = await findSiteUser(ctx.db, site.id, bound.user_id);
    if (!user || user.status !== 'active') throw new SsoFailure('disabled', 'bound account missing or disabled', site);
    await startSession(ctx, user);
    return void ctx.reply.redirect(flow.redirect_url, 302);
  }
  const auto = await autoBindCandidate(ctx, who.subject);
  if (auto && (await insertIdentity(ctx.db, { siteId: site.id, provider: method.id, subject: who.subject, userId: auto.id, at: now() }))) {
    await asUser(ctx, auto).audit('sso.bind', method.id, { auto: true });
    await startSession(ctx, auto);
    return void ctx.reply.redirect(flow.redirect_url, 302);
  }
  const token = randomToken(24);
  const t = now();
  await insertFlow(
    ctx.db,
    {
      ...flow,
      id: sha256(token),
      purpose: 'pending',
      nonce: '',
      code_verifier: '',
      used_at: null,
      expires_at: t + PENDING_SECONDS,
      subject: who.subject,
      detail: JSON.stringify({ displayName: who.displayName.slice(0, 100) }),
    },
    t - 24 * 3600,
  );
  ctx.reply.redirect(bindPage(ctx, site, token), 302);
}

/** The one active account whose configured field equals the subject, if the site binds automatically. */
async function autoBindCandidate(ctx: Ctx, subject: string): Promise<User | undefined> {
  const by = ssoConfigOf(ctx.site).autoBindBy;
  if (!by) return undefined;
  const found = await usersMatching(ctx.db, ctx.site.id, by, subject);
  return found.length === 1 ? found[0] : undefined;
}

/** The pending identity named by the bind page, if it belongs to this site and this browser. */
async function pendingOf(ctx: Ctx, token: string): Promise<{ flow: Flow; method: SsoMethod }> {
  const flow = await findFlow(ctx.db, sha256(token));
  const browser = presentedBrowserKey(ctx);
  if (!flow || flow.purpose !== 'pending' || flow.site_id !== ctx.site.id || !browser || flow.browser !== browser) {
    throw badInput('pending', 'no such identity waiting to be bound in this browser; sign in again');
  }
  if (flow.used_at !== null || flow.expires_at <= now()) {
    throw new AppError(E.EXPIRED, 'pending: this sign-on has expired; sign in again', { field: 'pending' });
  }
  const method = findMethod(ctx.site, flow.provider);
  if (!method) throw new AppError(E.NOT_FOUND, 'method: no longer offered on this site', { field: 'method' });
  return { flow, method };
}

export async function pendingInfo(ctx: Ctx, token: string) {
  const { flow, method } = await pendingOf(ctx, token);
  const detail = parseJson<{ displayName?: string }>(flow.detail, {});
  return {
    method: method.id,
    methodName: method.name,
    displayName: detail.displayName ?? flow.subject,
    expiresAt: flow.expires_at,
    currentUser: ctx.user?.name ?? null,
  };
}

export async function bind(ctx: Ctx, input: { pending: string; username?: string | undefined; password?: string | undefined }) {
  const { flow, method } = await pendingOf(ctx, input.pending);
  const taken = () => new AppError(E.CONFLICT, 'pending: this campus identity is already bound to an account', { field: 'pending' });
  if (await findIdentity(ctx.db, ctx.site.id, method.id, flow.subject)) throw taken();
  let user: User;
  let answer;
  if (input.username !== undefined && input.password !== undefined) {
    // The auth module's login: same rate limits and session rotation as the login screen.
    answer = await login(ctx, input.username, input.password);
    user = (await findSiteUser(ctx.db, ctx.site.id, answer.user.id))!;
  } else {
    user = ctx.me();
    answer = { user: await sessionUserOf(ctx, user), auth: (await ctx.authz()).auth };
  }
  if (await findIdentityOfUser(ctx.db, ctx.site.id, method.id, user.id)) {
    throw new AppError(E.CONFLICT, `method: this account is already bound to a ${method.name} identity; unbind it first`, { field: 'method' });
  }
  const t = now();
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await consumeFlow(trx, flow.id, t))) {
      throw new AppError(E.EXPIRED, 'pending: this sign-on has expired; sign in again', { field: 'pending' });
    }
    // A concurrent bind of the same identity or account loses here (unique constraints).
    if (!(await insertIdentity(trx, { siteId: ctx.site.id, provider: method.id, subject: flow.subject, userId: user.id, at: t }))) throw taken();
  });
  await asUser(ctx, user).audit('sso.bind', method.id, {});
  return { ...answer, redirect_url: flow.redirect_url };
}

export async function unbind(ctx: Ctx, methodId: string): Promise<null> {
  const user = ctx.me();
  if (!(await deleteIdentity(ctx.db, ctx.site.id, methodId, user.id))) {
    throw new AppError(E.NOT_FOUND, 'method: you have no binding for this method', { field: 'method' });
  }
  await ctx.audit('sso.unbind', methodId);
  return null;
}

export async function check(ctx: Ctx) {
  const user = ctx.me();
  const configured = ssoConfigOf(ctx.site).methods;
  const rows = await identitiesOfUser(ctx.db, ctx.site.id, user.id);
  const bindings = rows.map((r) => {
    const m = configured.find((c) => c.id === r.provider);
    return { method: r.provider, type: m?.type ?? 'unknown', name: m?.name ?? r.provider, boundAt: r.at };
  });
  const available = enabledMethods(ctx.site).filter((m) => !rows.some((r) => r.provider === m.id)).map(publicMethod);
  return { bindings, available };
}

export const init = (ctx: Ctx) => ({ methods: enabledMethods(ctx.site).map(publicMethod) });

const asUser = (ctx: Ctx, user: User) => (ctx.user?.id === user.id ? ctx : new Ctx(ctx.platform, ctx.req, ctx.reply, ctx.site, user, null, undefined));
