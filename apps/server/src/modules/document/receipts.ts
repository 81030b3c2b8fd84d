/**
 * A receiver's actions on their receipt (sign, handle with an opinion, forward within their
 * unit) and the tracking of the sender and managers (every receipt, figures per unit, remind the
 * unread once an hour). Only receivers act on a receipt; each change is recorded once.
 */
import { AppError, E, REMIND_INTERVAL, badInput, type ParsedInputOf, type UnitStat, type contract } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import { completeTodo, notify } from '../../platform/notify/index.js';
import { newId, now } from '../../platform/util.js';
import * as q from './queries.js';
import { accessOf, docLink, notifyReceivers, todoRef } from './service.js';
import { stateOf, toMyReceipt, toReceipt } from './shape.js';

type C = typeof contract.document;

/** The caller's own receipt: only receivers act on a document. */
async function ownReceipt(ctx: Ctx, id: string) {
  const a = await accessOf(ctx, id);
  if (!a.receipt) throw new AppError(E.FORBIDDEN, 'id: not a receiver of this document', { field: 'id' });
  return { ...a, receipt: a.receipt };
}

async function reload(ctx: Ctx, docId: string) {
  const r = await q.findReceipt(ctx.db, docId, ctx.me().id);
  if (!r) throw new AppError(E.NOT_FOUND, 'id: receipt gone', { field: 'id' });
  return toMyReceipt(r);
}

export async function sign(ctx: Ctx, id: string) {
  const { doc } = await ownReceipt(ctx, id);
  if (await q.markSigned(ctx.db, doc.id, ctx.me().id, now())) await ctx.audit('document.sign', doc.id);
  return reload(ctx, doc.id);
}

export async function handle(ctx: Ctx, input: ParsedInputOf<C['handle']>) {
  const me = ctx.me();
  const { doc } = await ownReceipt(ctx, input.id);
  if (!(await q.markDone(ctx.db, doc.id, me.id, input.opinion, now()))) throw new AppError(E.CONFLICT, 'id: already handled', { field: 'id' });
  await completeTodo(ctx.platform, ctx.site.id, todoRef(doc.id), me.id);
  await ctx.audit('document.handle', doc.id);
  return reload(ctx, doc.id);
}

export async function colleagues(ctx: Ctx, input: ParsedInputOf<C['colleagues']>) {
  const me = ctx.me();
  const { doc } = await ownReceipt(ctx, input.id);
  if (!me.department_id) return { list: [] };
  const rows = await q.colleagues(ctx.db, ctx.site.id, me.department_id, doc.id, input.keyword);
  return { list: rows.filter((r) => r.id !== me.id).map((r) => ({ id: r.id, name: r.name, number: r.number, received: r.receipt_id !== null })) };
}

export async function forward(ctx: Ctx, input: ParsedInputOf<C['forward']>) {
  const me = ctx.me();
  const { doc } = await ownReceipt(ctx, input.id);
  if (!me.department_id) throw new AppError(E.FORBIDDEN, 'users: you belong to no unit', { field: 'users' });
  const wanted = [...new Set(input.users)].filter((u) => u !== me.id);
  const people = await q.usersByIds(ctx.db, ctx.site.id, wanted);
  if (people.length !== wanted.length || people.some((p) => p.status !== 'active' || p.department_id !== me.department_id)) throw badInput('users', 'only active people of your own unit');
  const at = now();
  const added = await q.addReceipts(
    ctx.db,
    people.map((p) => ({ id: newId(), site_id: ctx.site.id, document_id: doc.id, user_id: p.id, department_id: p.department_id, forwarded_by: me.id, read_at: null, signed_at: null, done_at: null, opinion: '', created_at: at })),
  );
  await notifyReceivers(ctx, doc.id, doc.title, doc.number, added);
  if (added.length) await ctx.audit('document.forward', doc.id, { users: added });
  return { added: added.length };
}

/** Sender or manager only. */
async function tracked(ctx: Ctx, id: string) {
  const a = await accessOf(ctx, id);
  if (!a.track) throw new AppError(E.FORBIDDEN, 'id: only the sender or a manager tracks receipts', { field: 'id' });
  return a.doc;
}

export function unitStats(rows: q.ReceiptListRow[]): UnitStat[] {
  const by = new Map<string, UnitStat>();
  for (const r of rows) {
    const key = r.department_id ?? '';
    const s = by.get(key) ?? { departmentId: r.department_id, departmentName: r.department_name ?? '', receivers: 0, read: 0, signed: 0, done: 0 };
    s.receivers += 1;
    if (r.read_at !== null) s.read += 1;
    if (stateOf(r) !== 'unsigned') s.signed += 1;
    if (r.done_at !== null) s.done += 1;
    by.set(key, s);
  }
  return [...by.values()];
}

export async function receipts(ctx: Ctx, input: ParsedInputOf<C['receipts']>) {
  const doc = await tracked(ctx, input.id);
  const [rows, all] = await Promise.all([q.receiptsOf(ctx.db, doc.id, input.state), q.receiptsOf(ctx.db, doc.id)]);
  return { list: rows.map(toReceipt), units: unitStats(all) };
}

export async function remind(ctx: Ctx, id: string) {
  const doc = await tracked(ctx, id);
  const unread = await q.unreadUsers(ctx.db, doc.id);
  if (!unread.length) return { reminded: 0 };
  const at = now();
  if (!(await q.claimRemind(ctx.db, ctx.site.id, doc.id, at, REMIND_INTERVAL))) {
    const last = Number(doc.reminded_at ?? at);
    throw new AppError(E.TOO_MANY_REQUESTS, 'id: reminded within the hour', { field: 'id', retryAfter: Math.max(1, last + REMIND_INTERVAL - at) });
  }
  await notify(ctx.platform, {
    siteId: ctx.site.id,
    audience: { users: unread },
    category: 'document',
    title: `请尽快阅读公文：${doc.title}`.slice(0, 200),
    body: doc.number,
    link: docLink(doc.id),
    senderId: ctx.me().id,
  });
  await ctx.audit('document.remind', doc.id, { users: unread.length });
  return { reminded: unread.length };
}

export async function receiptRows(ctx: Ctx, id: string) {
  const doc = await tracked(ctx, id);
  return { doc, rows: await q.receiptsOf(ctx.db, doc.id) };
}
