/**
 * Reading content. Visibility (published, due, not expired, in the audience) is decided by the
 * server on every call; an invisible item answers exactly like a missing one.
 */
import type { Audience, ContentDetail, ContentSummary, ParsedInputOf, contract } from '@campus/api';
import { inAudience } from '../../platform/audience.js';
import type { Ctx } from '../../platform/context.js';
import { now, parseJson } from '../../platform/util.js';
import { completeConfirmTodo } from './publishing.js';
import * as q from './queries.js';
import * as reads from './queries-reads.js';
import { notFound, toDetail, toSummary, viewerOf } from './shape.js';

type C = typeof contract.content;
const pageOf = (i: { current: number; pageSize: number }) => ({ offset: (i.current - 1) * i.pageSize, limit: i.pageSize });

async function withState(ctx: Ctx, rows: q.ItemRow[]): Promise<ContentSummary[]> {
  const state = ctx.user ? await reads.readsOf(ctx.db, ctx.user.id, rows.map((r) => r.id)) : new Map<string, { confirmed: boolean }>();
  return rows.map((r) => {
    const s = state.get(r.id);
    return toSummary(r, { read: !!s, confirmed: s?.confirmed ?? false });
  });
}

export async function list(ctx: Ctx, input: ParsedInputOf<C['list']>) {
  const viewer = await viewerOf(ctx);
  const { rows, total } = await q.listVisible(ctx.db, ctx.site.id, now(), viewer, input, pageOf(input));
  return { list: await withState(ctx, rows), total, current: input.current, pageSize: input.pageSize };
}

/**
 * One visible item, or 10004. The SQL filter and inAudience (platform/audience.ts) must both
 * agree: the audience is enforced twice, from the rows and from the stored audience.
 */
async function visibleItem(ctx: Ctx, id: string): Promise<q.ItemRow> {
  const viewer = await viewerOf(ctx);
  const row = await q.findVisible(ctx.db, ctx.site.id, now(), viewer, id);
  if (!row) throw notFound();
  if (ctx.user) {
    const { roles } = await ctx.authz();
    if (!inAudience(ctx.user, roles, ctx.site.id, parseJson<Audience>(row.audience, { users: [] }))) throw notFound();
  }
  return row;
}

export async function detail(ctx: Ctx, input: ParsedInputOf<C['detail']>): Promise<ContentDetail> {
  let id = input.id;
  if (!id) {
    const page = await q.findPage(ctx.db, ctx.site.id, input.kind ?? '', input.slug ?? '');
    if (!page) throw notFound();
    id = page.id;
  }
  const row = await visibleItem(ctx, id);
  if (!ctx.user) return toDetail(row);
  const counted = await reads.recordView(ctx.db, ctx.site.id, row.id, ctx.user.id, now());
  if (counted) row.views += 1;
  const [state, following] = await Promise.all([reads.readsOf(ctx.db, ctx.user.id, [row.id]), reads.isFollowing(ctx.db, row.id, ctx.user.id)]);
  return toDetail(row, { read: true, confirmed: state.get(row.id)?.confirmed ?? false, following });
}

export async function confirm(ctx: Ctx, id: string) {
  const me = ctx.me();
  const row = await visibleItem(ctx, id);
  if (row.required !== 1) throw notFound();
  const confirmedAt = await reads.confirmRead(ctx.db, ctx.site.id, row.id, me.id, now());
  await completeConfirmTodo(ctx.platform, ctx.site.id, row.id, me.id);
  return { confirmedAt };
}

export async function unconfirmed(ctx: Ctx) {
  const viewer = await viewerOf(ctx);
  const at = now();
  const done = new Set(await reads.confirmedIds(ctx.db, ctx.site.id, ctx.me().id));
  const { rows } = await q.listVisible(ctx.db, ctx.site.id, at, viewer, { requiredOnly: true }, { offset: 0, limit: 200 });
  return { list: await withState(ctx, rows.filter((r) => !done.has(r.id))) };
}

export async function follow(ctx: Ctx, id: string, on: boolean): Promise<null> {
  const me = ctx.me();
  if (!on) {
    await reads.unfollow(ctx.db, ctx.site.id, id, me.id);
    return null;
  }
  const row = await visibleItem(ctx, id);
  if (row.kind !== 'hotissue') throw notFound();
  await reads.follow(ctx.db, ctx.site.id, row.id, me.id, now());
  return null;
}

export async function followed(ctx: Ctx, input: ParsedInputOf<C['followed']>) {
  const viewer = await viewerOf(ctx);
  const ids = await reads.followedIds(ctx.db, ctx.site.id, ctx.me().id);
  const { rows } = await q.listVisible(ctx.db, ctx.site.id, now(), viewer, { kind: 'hotissue', ids }, { offset: 0, limit: 1000 });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  const { offset, limit } = pageOf(input);
  return { list: await withState(ctx, ordered.slice(offset, offset + limit)), total: ordered.length, current: input.current, pageSize: input.pageSize };
}
