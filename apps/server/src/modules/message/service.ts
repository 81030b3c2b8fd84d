/**
 * The message centre's rules: a person reads and marks only their own copies on their own site
 * (another id answers 10004, as if it did not exist); the console sends through the
 * notification service; the live stream hands the response to the process's hub.
 */
import { AppError, E, badInput, type MessageCounts, type MessageItem, type ParsedInputOf, type contract } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import { notify } from '../../platform/notify/index.js';
import { now } from '../../platform/util.js';
import * as q from './queries.js';

type Row = NonNullable<Awaited<ReturnType<typeof q.oneOfMine>>>;

function toItem(r: Row): MessageItem {
  return {
    id: r.id,
    category: r.category,
    kind: r.kind === 'todo' ? 'todo' : 'info',
    title: r.title,
    body: r.body,
    link: r.link,
    at: r.at,
    readAt: r.read_at,
    doneAt: r.done_at,
  };
}

const owner = (ctx: Ctx): q.Owner => ({ siteId: ctx.site.id, userId: ctx.me().id });
const page = (p: { current: number; pageSize: number }) => ({ limit: p.pageSize, offset: (p.current - 1) * p.pageSize });

export async function list(ctx: Ctx, input: ParsedInputOf<typeof contract.message.list>) {
  const { limit, offset } = page(input);
  const { rows, total } = await q.listMine(ctx.db, owner(ctx), input, limit, offset);
  return { list: rows.map(toItem), total, current: input.current, pageSize: input.pageSize };
}

export async function todos(ctx: Ctx, done: boolean, input: { current: number; pageSize: number }) {
  const { limit, offset } = page(input);
  const { rows, total } = await q.todosMine(ctx.db, owner(ctx), done, limit, offset);
  return { list: rows.map(toItem), total, current: input.current, pageSize: input.pageSize };
}

export async function counts(ctx: Ctx): Promise<MessageCounts> {
  const { byCategory, todo } = await q.countsMine(ctx.db, owner(ctx));
  const categories = byCategory.map((c) => ({ category: c.category, unread: Number(c.unread), total: Number(c.total) }));
  return { unread: categories.reduce((s, c) => s + c.unread, 0), todo, categories };
}

async function mineOr404(ctx: Ctx, id: string): Promise<Row> {
  const row = await q.oneOfMine(ctx.db, owner(ctx), id);
  if (!row) throw new AppError(E.NOT_FOUND, 'id: no such message', { field: 'id' });
  return row;
}

/** Opening a message reads it. */
export async function detail(ctx: Ctx, id: string): Promise<MessageItem> {
  const row = await mineOr404(ctx, id);
  if (row.read_at === null) {
    await q.markRead(ctx.db, owner(ctx), id, now());
    return toItem((await q.oneOfMine(ctx.db, owner(ctx), id)) ?? row);
  }
  return toItem(row);
}

export async function read(ctx: Ctx, id: string): Promise<{ readAt: number }> {
  await mineOr404(ctx, id);
  await q.markRead(ctx.db, owner(ctx), id, now());
  // Re-read: a concurrent read may have set the time first, and the first time stays.
  const row = await mineOr404(ctx, id);
  return { readAt: row.read_at ?? now() };
}

export async function readAll(ctx: Ctx, category?: string): Promise<{ updated: number }> {
  return { updated: await q.markAllRead(ctx.db, owner(ctx), now(), category) };
}

/** `system` is the portal's own voice (verification codes, security notices): not for the console. */
const RESERVED = new Set(['system']);

export async function send(ctx: Ctx, input: ParsedInputOf<typeof contract.message.send>) {
  const me = ctx.me();
  if (RESERVED.has(input.category)) throw badInput('category', 'reserved for the portal');
  const r = await notify(ctx.platform, {
    siteId: ctx.site.id,
    audience: input.audience,
    category: input.category,
    title: input.title,
    body: input.body,
    ...(input.link ? { link: input.link } : {}),
    senderId: me.id,
  });
  await ctx.audit('message.send', r.batchId, { title: input.title, category: input.category, audience: input.audience, recipients: r.recipients });
  return r;
}

/** Hands the response to the live hub (the request stays open as an event stream). */
export async function stream(ctx: Ctx): Promise<void> {
  const me = ctx.me();
  const hub = ctx.platform.notifier?.hub;
  if (!hub || !ctx.session) throw new AppError(E.SYSTEM, 'live delivery is not running');
  const last = ctx.req.headers['last-event-id'];
  ctx.reply.hijack();
  try {
    await hub.open(ctx.reply.raw, { userId: me.id, siteId: ctx.site.id, sessionId: ctx.session.id }, typeof last === 'string' ? last : undefined);
  } catch (err) {
    ctx.req.log.warn({ err }, 'live stream: open failed');
    ctx.reply.raw.destroy();
  }
}
