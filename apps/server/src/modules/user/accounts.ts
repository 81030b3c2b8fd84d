/**
 * One person, several accounts on a site (a student who is also a teaching assistant): the
 * person links an account by proving its password, then switches between linked accounts.
 * Switching never reaches an account that is not linked to the caller.
 */
import { AppError, E, badInput, type LinkedAccount } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import { now } from '../../platform/util.js';
import { checkPassword, startSession } from '../auth/service.js';
import { findSiteUser, isLinked, link, linkedUsers, unlink } from './queries.js';

export async function listAccounts(ctx: Ctx): Promise<{ list: LinkedAccount[] }> {
  const me = ctx.me();
  const others = await linkedUsers(ctx.db, ctx.site.id, me.id);
  const self: LinkedAccount = { id: me.id, username: me.username, name: me.name, kind: me.kind, number: me.number, current: true, active: true };
  return {
    list: [
      self,
      ...others.map((o) => ({ id: o.id, username: o.username, name: o.name, kind: o.kind, number: o.number, current: false, active: o.status === 'active' })),
    ],
  };
}

export async function linkAccount(ctx: Ctx, username: string, password: string): Promise<{ list: LinkedAccount[] }> {
  const me = ctx.me();
  if (username.toLowerCase() === me.username.toLowerCase()) throw badInput('username', 'this is the account you are logged in as');
  // Same per-account and per-address limits as login; a wrong password answers as at login.
  const other = await checkPassword(ctx, username, password);
  if (other.id === me.id) throw badInput('username', 'this is the account you are logged in as');
  await link(ctx.db, ctx.site.id, me.id, other.id, now());
  await ctx.audit('user.link-account', other.username, { from: me.username });
  return listAccounts(ctx);
}

export async function unlinkAccount(ctx: Ctx, id: string): Promise<{ list: LinkedAccount[] }> {
  const me = ctx.me();
  const removed = await unlink(ctx.db, ctx.site.id, me.id, id);
  if (removed === 0) throw new AppError(E.NOT_FOUND, 'id: no such linked account', { field: 'id' });
  await ctx.audit('user.unlink-account', id, { from: me.username });
  return listAccounts(ctx);
}

/** Ends this session and starts one (a new id) for the linked account. */
export async function switchAccount(ctx: Ctx, id: string) {
  const me = ctx.me();
  if (id === me.id) throw badInput('id', 'already logged in as this account');
  if (!(await isLinked(ctx.db, ctx.site.id, me.id, id))) throw new AppError(E.FORBIDDEN, 'id: not an account linked to you', { field: 'id' });
  const target = await findSiteUser(ctx.db, ctx.site.id, id);
  if (!target) throw new AppError(E.FORBIDDEN, 'id: not an account linked to you', { field: 'id' });
  if (target.status !== 'active') throw new AppError(E.ACCOUNT_DISABLED);
  await ctx.audit('user.switch', target.username, { from: me.username });
  return startSession(ctx, target);
}
