/**
 * Managing content: drafts, editing, publishing (now or scheduled), withdrawing, pinning and
 * deleting drafts. Every call is limited to the caller's site and checks the kind's module
 * (shape.ts: moduleOf). Rich text is sanitized here, on write.
 */
import { AppError, E, badInput, type Audience, type ContentItem, type ParsedInputOf, type contract, reason } from '@campus/api';
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Ctx } from '../../platform/context.js';
import type { ContentItemsTable } from '../../platform/db/schema.js';
import { sanitizeRichText } from '../../platform/sanitize.js';
import { newId, now } from '../../platform/util.js';
import { NOTIFYING_KINDS, deliverIfDue } from './publishing.js';
import * as q from './queries.js';
import { assertManager, notFound, toItem } from './shape.js';

type C = typeof contract.content;
type Editable = Omit<ParsedInputOf<C['create']>, 'kind'>;

const storedOf = (url: string) => url.slice(url.indexOf('all/') + 4);

/** Cover and attachments must be uploads of this site; the cover an image. */
async function resolveFiles(ctx: Ctx, cover: string | undefined, attachments: string[]) {
  const urls = [...new Set(attachments)];
  const rows = await q.siteUploads(ctx.db, ctx.site.id, [...urls, ...(cover ? [cover] : [])].map(storedOf));
  const byName = new Map(rows.map((r) => [r.stored_name, r]));
  if (cover && !byName.get(storedOf(cover))?.mime.startsWith('image/')) throw badInput('cover', 'not an uploaded image of this site');
  const files = urls.map((url) => {
    const r = byName.get(storedOf(url));
    if (!r) throw badInput('attachments', 'not an upload of this site');
    return { url, name: r.original_name, size: r.size, mime: r.mime };
  });
  return { cover: cover ?? '', attachments: JSON.stringify(files) };
}

/** Departments, classes, users and roles named by an audience exist on this site. */
async function checkAudience(ctx: Ctx, a: Audience): Promise<void> {
  if (a.site) return;
  const checks = [
    ['departments', await q.unknownIds(ctx.db, ctx.site.id, 'departments', a.departments ?? [])],
    ['classes', await q.unknownIds(ctx.db, ctx.site.id, 'classes', a.classes ?? [])],
    ['users', await q.unknownIds(ctx.db, ctx.site.id, 'users', a.users ?? [])],
    ['roles', await q.unknownRoles(ctx.db, ctx.site.id, a.roles ?? [])],
  ] as const;
  for (const [field, unknown] of checks) if (unknown.length) throw badInput(`audience.${field}`, reason('notOnSite', { values: unknown.slice(0, 5).join(', ') }));
}

async function fieldsOf(ctx: Ctx, kind: string, input: Editable) {
  if (input.categoryId) {
    const cat = await q.findCategory(ctx.db, ctx.site.id, input.categoryId);
    if (!cat || cat.kind !== kind) throw badInput('categoryId', 'no such category for this kind');
  }
  if (kind === 'page' && !input.slug) throw badInput('slug', 'required for pages');
  const audience: Audience = input.audience.site ? { site: true } : input.audience;
  await checkAudience(ctx, audience);
  const files = await resolveFiles(ctx, input.cover, input.attachments);
  return {
    audience,
    set: {
      category_id: input.categoryId ?? null,
      slug: input.slug ?? null,
      title: input.title,
      summary: input.summary,
      body: sanitizeRichText(input.body),
      ...files,
      audience: JSON.stringify(audience),
      audience_site: audience.site ? 1 : 0,
      expire_at: input.expireAt ?? null,
      required: input.required ? 1 : 0,
    } satisfies Updateable<ContentItemsTable>,
  };
}

const isUnique = (err: unknown) => /unique|duplicate/i.test(String((err as Error | undefined)?.message ?? ''));
const slugTaken = () => new AppError(E.CONFLICT, 'slug: already used by another page', { field: 'slug' });

export async function loadManaged(ctx: Ctx, id: string, sub = 'manage'): Promise<q.ItemRow> {
  ctx.me();
  const row = await q.findItem(ctx.db, ctx.site.id, id);
  if (!row) throw notFound();
  await assertManager(ctx, row.kind, sub);
  return row;
}

async function answer(ctx: Ctx, id: string): Promise<ContentItem> {
  const row = await q.findItem(ctx.db, ctx.site.id, id);
  if (!row) throw notFound();
  return toItem(row, now());
}

export async function create(ctx: Ctx, input: ParsedInputOf<C['create']>): Promise<ContentItem> {
  await assertManager(ctx, input.kind);
  const { audience, set } = await fieldsOf(ctx, input.kind, input);
  const t = now();
  const id = newId();
  const row: Insertable<ContentItemsTable> = {
    ...set,
    id,
    site_id: ctx.site.id,
    kind: input.kind,
    status: 'draft',
    publish_at: null,
    pinned: 0,
    pinned_at: null,
    views: 0,
    notify_state: 'none',
    notify_claimed_at: null,
    author_id: ctx.me().id,
    created_at: t,
    updated_at: t,
  };
  try {
    await ctx.db.transaction().execute((trx) => q.insertItem(trx, row, audience));
  } catch (err) {
    if (isUnique(err)) throw slugTaken();
    throw err;
  }
  await ctx.audit('content.create', id, { kind: input.kind, title: input.title });
  return answer(ctx, id);
}

export async function update(ctx: Ctx, input: ParsedInputOf<C['update']>): Promise<ContentItem> {
  const row = await loadManaged(ctx, input.id);
  const { audience, set } = await fieldsOf(ctx, row.kind, input);
  if (set.expire_at !== null && row.publish_at !== null && set.expire_at <= row.publish_at) throw badInput('expireAt', 'must be after the publish time');
  try {
    await ctx.db.transaction().execute((trx) => q.updateItem(trx, ctx.site.id, row.id, { ...set, updated_at: now() }, audience));
  } catch (err) {
    if (isUnique(err)) throw slugTaken();
    throw err;
  }
  await ctx.audit('content.update', row.id, { kind: row.kind });
  return answer(ctx, row.id);
}

export async function preview(ctx: Ctx, input: ParsedInputOf<C['preview']>) {
  await assertManager(ctx, input.kind);
  return { body: sanitizeRichText(input.body) };
}

/** Publish now or at `publishAt`; notices and announcements notify once, when due. */
export async function publish(ctx: Ctx, input: ParsedInputOf<C['publish']>): Promise<ContentItem> {
  const row = await loadManaged(ctx, input.id);
  const t = now();
  const at = input.publishAt ?? t;
  if (row.expire_at !== null && row.expire_at <= Math.max(at, t)) throw badInput('expireAt', 'already past: change the expiry first');
  const notifies = NOTIFYING_KINDS.includes(row.kind);
  const done = await q.transition(ctx.db, ctx.site.id, row.id, ['draft', 'withdrawn', 'published'], {
    status: 'published',
    publish_at: at,
    updated_at: t,
    // A notification already sent is not sent again when an item is republished.
    ...(notifies ? { notify_state: sql<string>`case when notify_state = 'sent' then 'sent' else 'pending' end` } : {}),
  });
  if (!done) throw notFound();
  await ctx.audit('content.publish', row.id, { kind: row.kind, publishAt: at });
  if (notifies && at <= t) await deliverIfDue(ctx.platform, ctx.site.id, row.id, t);
  return answer(ctx, row.id);
}

export async function withdraw(ctx: Ctx, id: string): Promise<ContentItem> {
  const row = await loadManaged(ctx, id);
  if (!(await q.transition(ctx.db, ctx.site.id, row.id, ['published'], { status: 'withdrawn', updated_at: now() })))
    throw new AppError(E.CONFLICT, 'id: only a published item can be withdrawn', { field: 'id' });
  await ctx.audit('content.withdraw', row.id, { kind: row.kind });
  return answer(ctx, row.id);
}

export async function pin(ctx: Ctx, id: string, pinned: boolean): Promise<ContentItem> {
  const row = await loadManaged(ctx, id);
  const t = now();
  await q.transition(ctx.db, ctx.site.id, row.id, ['draft', 'published', 'withdrawn'], { pinned: pinned ? 1 : 0, pinned_at: pinned ? t : null, updated_at: t });
  await ctx.audit(pinned ? 'content.pin' : 'content.unpin', row.id, { kind: row.kind });
  return answer(ctx, row.id);
}

export async function remove(ctx: Ctx, id: string): Promise<null> {
  const row = await loadManaged(ctx, id);
  if (!(await q.deleteDraft(ctx.db, ctx.site.id, row.id)))
    throw new AppError(E.CONFLICT, 'id: only drafts can be deleted (withdraw a published item)', { field: 'id' });
  await ctx.audit('content.delete', row.id, { kind: row.kind, title: row.title });
  return null;
}

export async function get(ctx: Ctx, id: string): Promise<ContentItem> {
  return toItem(await loadManaged(ctx, id), now());
}

export async function manageList(ctx: Ctx, input: ParsedInputOf<C['manageList']>) {
  await assertManager(ctx, input.kind);
  const t = now();
  const { rows, total } = await q.listForManager(ctx.db, ctx.site.id, t, input, input.sorter, {
    offset: (input.current - 1) * input.pageSize,
    limit: input.pageSize,
  });
  return { list: rows.map((r) => toItem(r, t)), total, current: input.current, pageSize: input.pageSize };
}
