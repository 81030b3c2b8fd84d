/**
 * Standing delegations (授权): while one lasts, the tasks a person would get (of one form, or
 * all) go to someone else, who acts on their behalf. Tasks already given stay where they are.
 */
import { AppError, E, type ParsedInputOf, type contract } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import { newId, now } from '../../platform/util.js';
import { currentSchema } from '../forms/hooks.js';
import * as q from './queries.js';
import { notFound } from './run.js';

type C = typeof contract.workflow;
/** A delegation lasts at most a year. */
const MAX_SPAN = 366 * 86400;

type Row = Awaited<ReturnType<typeof q.delegationsOf>>[number];
const toItem = (r: Row) => ({
  id: r.id, from: { id: r.from_id, name: r.from_name }, to: { id: r.to_id, name: r.to_name }, formId: r.form_id, formName: r.form_name ?? '',
  startsAt: Number(r.starts_at), endsAt: Number(r.ends_at), createdAt: Number(r.created_at),
});

export async function list(ctx: Ctx) {
  const me = ctx.me().id;
  const at = now();
  const [mine, toMe] = await Promise.all([q.delegationsOf(ctx.db, ctx.site.id, me, 'from_id', at), q.delegationsOf(ctx.db, ctx.site.id, me, 'to_id', at)]);
  return { mine: mine.map(toItem), toMe: toMe.map(toItem) };
}

export async function save(ctx: Ctx, d: ParsedInputOf<C['saveDelegation']>) {
  const me = ctx.me().id;
  if (d.toUserId === me) throw new AppError(E.BAD_INPUT, 'toUserId: someone else', { field: 'toUserId' });
  if (!(await q.activeUser(ctx.db, ctx.site.id, d.toUserId))) throw new AppError(E.BAD_INPUT, 'toUserId: no such person on this site', { field: 'toUserId' });
  if (d.endsAt <= d.startsAt) throw new AppError(E.BAD_INPUT, 'endsAt: after the start', { field: 'endsAt' });
  if (d.endsAt <= now()) throw new AppError(E.BAD_INPUT, 'endsAt: in the future', { field: 'endsAt' });
  if (d.endsAt - d.startsAt > MAX_SPAN) throw new AppError(E.BAD_INPUT, 'endsAt: at most a year after the start', { field: 'endsAt' });
  if (d.formId && !(await currentSchema(ctx.db, ctx.site.id, d.formId))) throw new AppError(E.BAD_INPUT, 'formId: no such form', { field: 'formId' });
  // A chain (A to B while B delegates to A) would send tasks in a circle: refused.
  const theirs = await q.delegationsOf(ctx.db, ctx.site.id, d.toUserId, 'from_id', now());
  if (theirs.some((x) => x.to_id === me && x.starts_at < d.endsAt && x.ends_at > d.startsAt)) throw new AppError(E.BAD_INPUT, 'toUserId: they delegate to you for that time', { field: 'toUserId' });
  const id = newId();
  await q.insertDelegation(ctx.db, { id, site_id: ctx.site.id, from_id: me, to_id: d.toUserId, form_id: d.formId ?? null, starts_at: d.startsAt, ends_at: d.endsAt, created_at: now() });
  return { id };
}

export async function remove(ctx: Ctx, id: string) {
  const d = await q.findDelegation(ctx.db, ctx.site.id, id);
  if (!d || d.from_id !== ctx.me().id) throw notFound();
  await q.endDelegation(ctx.db, id, Math.min(Number(d.ends_at), now()));
  return null;
}
