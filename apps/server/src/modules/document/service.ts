/**
 * Document rules: who may read (receivers, the sender, `document.manage`), numbering and
 * sending (receipts and to-dos in one go), the lists and one document. Receipt actions
 * (sign, handle, forward, remind) are in receipts.ts.
 */
import { AppError, E, badInput, docNumber, type DocDetail, type ParsedInputOf, type contract } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import { notify } from '../../platform/notify/index.js';
import { hasModule } from '../../platform/permissions.js';
import { sanitizeRichText, richTextToPlain } from '../../platform/sanitize.js';
import { resolveInside, sendStored } from '../../platform/stored.js';
import { newId, now, parseJson } from '../../platform/util.js';
import * as q from './queries.js';
import { listReceipt, toAttachments, toMyReceipt, toSummary } from './shape.js';

type C = typeof contract.document;
const pageOf = (p: { current: number; pageSize: number }) => ({ offset: (p.current - 1) * p.pageSize, limit: p.pageSize });
export const todoRef = (docId: string) => `document:${docId}`;
export const docLink = (docId: string) => `/site/document/officialpage?id=${docId}`;

export async function canManage(ctx: Ctx): Promise<boolean> {
  return ctx.isSuper || hasModule((await ctx.authz()).auth, 'document', 'manage');
}
async function canSend(ctx: Ctx): Promise<boolean> {
  return ctx.isSuper || hasModule((await ctx.authz()).auth, 'document', 'send');
}

/** The year a document sent now is numbered in: the site's local year. */
export function yearOf(at: number, timezone: string): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: timezone, year: 'numeric' }).format(new Date(at * 1000)));
}

export interface Access {
  doc: q.DocRow;
  receipt: q.ReceiptRow | undefined;
  /** Sender or manager: sees every receipt. */
  track: boolean;
}

/** The document and the caller's standing: not on this site is not-found, not theirs is forbidden. */
export async function accessOf(ctx: Ctx, id: string): Promise<Access> {
  const me = ctx.me();
  const doc = await q.findDocument(ctx.db, ctx.site.id, id);
  if (!doc) throw new AppError(E.NOT_FOUND, 'id: no such document', { field: 'id' });
  const receipt = await q.findReceipt(ctx.db, doc.id, me.id);
  const track = doc.sender_id === me.id || (await canManage(ctx));
  if (!receipt && !track) throw new AppError(E.FORBIDDEN, 'id: not a receiver of this document', { field: 'id' });
  return { doc, receipt, track };
}

export async function units(ctx: Ctx) {
  return { list: await q.units(ctx.db, ctx.site.id) };
}

export async function send(ctx: Ctx, input: ParsedInputOf<C['send']>) {
  const me = ctx.me();
  const siteId = ctx.site.id;
  const departments = [...new Set(input.departments)];
  const users = [...new Set(input.users)];
  if (!departments.length && !users.length) throw badInput('departments', 'choose at least one unit or person');
  if ((await q.departmentsByIds(ctx.db, siteId, departments)).length !== departments.length) throw badInput('departments', 'not a department of this site');
  const found = await q.usersByIds(ctx.db, siteId, users);
  if (found.length !== users.length || found.some((u) => u.status !== 'active')) throw badInput('users', 'not an active person of this site');
  const attachments = [...new Set(input.attachments)];
  if ((await q.findUploads(ctx.db, siteId, attachments)).length !== attachments.length) throw badInput('attachments', 'not a file uploaded on this site');
  const body = sanitizeRichText(input.body);
  if (!richTextToPlain(body) && !/<img/i.test(body) && !attachments.length) throw badInput('body', 'required (or an attachment)');
  // The sender does not receive their own document, even when in a chosen unit.
  const people = (await q.receivers(ctx.db, siteId, departments, users)).filter((p) => p.id !== me.id);
  if (!people.length) throw badInput('departments', 'nobody active to receive it');

  const at = now();
  const year = yearOf(at, ctx.timezone);
  const id = newId();
  const number = await ctx.db.transaction().execute(async (trx) => {
    const seq = await q.nextNumber(trx, siteId, year);
    const number = docNumber(input.numberPrefix, year, seq);
    await q.insertDocument(trx, {
      id,
      site_id: siteId,
      kind: input.kind,
      title: input.title,
      number,
      number_year: year,
      number_seq: seq,
      issuer: input.issuer,
      header_text: input.headerText || `${input.issuer}文件`,
      header_color: input.headerColor,
      urgency: input.urgency,
      secrecy: input.secrecy,
      body,
      attachments: JSON.stringify(attachments),
      targets: JSON.stringify({ departments, users }),
      sender_id: me.id,
      sent_at: at,
      reminded_at: null,
    });
    await q.addReceipts(
      trx,
      people.map((p) => ({ id: newId(), site_id: siteId, document_id: id, user_id: p.id, department_id: p.department_id, forwarded_by: null, read_at: null, signed_at: null, done_at: null, opinion: '', created_at: at })),
    );
    return number;
  });
  await notifyReceivers(ctx, id, input.title, number, people.map((p) => p.id));
  await ctx.audit('document.send', id, { number, recipients: people.length });
  return { id, number, recipients: people.length };
}

/** A to-do in the message centre of each new receiver, open until they handle it. */
export async function notifyReceivers(ctx: Ctx, id: string, title: string, number: string, userIds: string[]) {
  if (!userIds.length) return;
  await notify(ctx.platform, {
    siteId: ctx.site.id,
    audience: { users: userIds },
    category: 'document',
    title: `公文待办：${title}`.slice(0, 200),
    body: number,
    link: docLink(id),
    todo: { ref: todoRef(id) },
    senderId: ctx.me().id,
  });
}

async function summaries(ctx: Ctx, rows: q.ListRow[], countsFor: (r: q.ListRow) => boolean) {
  const ids = rows.filter(countsFor).map((r) => r.id);
  const fwd = [...new Set(rows.flatMap((r) => (r.forwarded_by ? [r.forwarded_by] : [])))];
  const [counts, names] = await Promise.all([q.readCounts(ctx.db, ids), q.usersByIds(ctx.db, ctx.site.id, fwd)]);
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  return rows.map((r) => toSummary(r, listReceipt(r, nameOf), countsFor(r) ? (counts.get(r.id) ?? { receivers: 0, read: 0 }) : null));
}

export async function list(ctx: Ctx, f: ParsedInputOf<C['list']>) {
  const me = ctx.me();
  const manager = await canManage(ctx);
  const { rows, total } = await q.listDocuments(ctx.db, ctx.site.id, { userId: me.id, box: f.box, all: manager, keyword: f.keyword }, pageOf(f));
  const list = await summaries(ctx, rows, (r) => manager || r.sender_id === me.id);
  return { list, total, current: f.current, pageSize: f.pageSize };
}

export async function adminList(ctx: Ctx, f: ParsedInputOf<C['adminList']>) {
  const me = ctx.me();
  const manager = await canManage(ctx);
  if (!manager && !(await canSend(ctx))) throw new AppError(E.FORBIDDEN, 'document.send or document.manage required');
  const filter = { userId: me.id, all: manager, senderOnly: !manager, keyword: f.keyword, kind: f.kind, urgency: f.urgency, from: f.from, to: f.to };
  const { rows, total } = await q.listDocuments(ctx.db, ctx.site.id, filter, pageOf(f));
  return { list: await summaries(ctx, rows, () => true), total, current: f.current, pageSize: f.pageSize };
}

export async function detail(ctx: Ctx, id: string): Promise<DocDetail> {
  const me = ctx.me();
  const a = await accessOf(ctx, id);
  let receipt = a.receipt;
  // The first open is the read confirmation; concurrent opens record it once (conditional update).
  if (receipt && receipt.read_at === null) {
    await q.markRead(ctx.db, a.doc.id, me.id, now());
    receipt = await q.findReceipt(ctx.db, a.doc.id, me.id);
  }
  const d = a.doc;
  const attachmentIds = parseJson<string[]>(d.attachments, []);
  const targets = parseJson<{ departments?: string[]; users?: string[] }>(d.targets, {});
  const [uploads, depts, people, counts] = await Promise.all([
    q.findUploads(ctx.db, ctx.site.id, attachmentIds),
    q.departmentsByIds(ctx.db, ctx.site.id, targets.departments ?? []),
    q.usersByIds(ctx.db, ctx.site.id, targets.users ?? []),
    a.track ? q.readCounts(ctx.db, [d.id]) : Promise.resolve(new Map<string, { receivers: number; read: number }>()),
  ]);
  return {
    ...toSummary(d, receipt ? toMyReceipt(receipt) : null, a.track ? (counts.get(d.id) ?? { receivers: 0, read: 0 }) : null),
    headerText: d.header_text,
    headerColor: d.header_color,
    body: d.body,
    attachments: toAttachments(attachmentIds, uploads),
    targets: { departments: depts.map((x) => ({ id: x.id, name: x.name })), users: people.map((x) => ({ id: x.id, name: x.name })) },
    canTrack: a.track,
    remindedAt: d.reminded_at === null ? null : Number(d.reminded_at),
  };
}

export async function attachment(ctx: Ctx, input: ParsedInputOf<C['attachment']>): Promise<null> {
  const a = await accessOf(ctx, input.id);
  const notFound = new AppError(E.NOT_FOUND, 'file: not an attachment of this document', { field: 'file' });
  if (!parseJson<string[]>(a.doc.attachments, []).includes(input.file)) throw notFound;
  const [u] = await q.findUploads(ctx.db, ctx.site.id, [input.file]);
  const found = u ? await resolveInside(ctx.platform.uploadDir, u.stored_name) : null;
  if (!u || !found) throw notFound;
  const previewable = u.mime.startsWith('image/') || u.mime === 'application/pdf';
  await sendStored(ctx.req, ctx.reply, found, { mime: u.mime, name: u.original_name, disposition: input.inline && previewable ? 'inline' : 'attachment', cacheControl: 'private, no-store' });
  return null;
}
