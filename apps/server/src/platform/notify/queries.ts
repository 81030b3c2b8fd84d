/** The notification service's SQL: recipients' copies of a notice, to-do closing, settings. */
import { sql } from 'kysely';
import type { Db } from '../db/index.js';
import type { MessagesTable } from '../db/schema.js';
import type { Insertable } from 'kysely';

/** Rows per INSERT: a few hundred keeps both databases well under their parameter limits. */
export const INSERT_CHUNK = 400;
/** Ids per IN (...) list. */
export const IN_CHUNK = 500;

export function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

export async function insertMessages(db: Db, rows: Insertable<MessagesTable>[]): Promise<void> {
  for (const part of chunks(rows, INSERT_CHUNK)) await db.insertInto('messages').values(part).execute();
}

/** Saved notice settings (JSON text) of the given users, or of everyone on the site who has any. */
export async function noticeSettingsOf(db: Db, siteId: string, userIds: readonly string[] | 'all'): Promise<{ user_id: string; value: string }[]> {
  const base = db.selectFrom('user_settings').select(['user_id', 'value']).where('site_id', '=', siteId).where('key', '=', 'notice');
  if (userIds === 'all') return base.execute();
  const out: { user_id: string; value: string }[] = [];
  for (const part of chunks(userIds, IN_CHUNK)) out.push(...(await base.where('user_id', 'in', part).execute()));
  return out;
}

/** Closes open to-do copies with this ref (of one user, or everyone's); returns how many. */
export async function closeTodos(db: Db, siteId: string, ref: string, at: number, userId?: string): Promise<number> {
  let q = db
    .updateTable('messages')
    .set(userId ? { done_at: at, read_at: sql<number>`coalesce(read_at, ${at})` } : { done_at: at })
    .where('site_id', '=', siteId)
    .where('ref', '=', ref)
    .where('kind', '=', 'todo')
    .where('done_at', 'is', null);
  if (userId) q = q.where('user_id', '=', userId);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export interface PushRow {
  id: string;
  user_id: string;
}

/** Copies of a batch that may be pushed, limited to the given users (or all of them). */
export async function pushableCopies(db: Db, batchId: string, userIds: readonly string[] | 'all'): Promise<PushRow[]> {
  const base = db.selectFrom('messages').select(['id', 'user_id']).where('batch_id', '=', batchId).where('pushed', '=', 1);
  if (userIds === 'all') return base.execute();
  const out: PushRow[] = [];
  for (const part of chunks(userIds, IN_CHUNK)) out.push(...(await base.where('user_id', 'in', part).execute()));
  return out;
}

/** What a batch says (taken from any one of its copies). */
export async function batchContent(db: Db, batchId: string) {
  return db
    .selectFrom('messages')
    .select(['site_id', 'category', 'kind', 'title', 'body', 'link', 'at'])
    .where('batch_id', '=', batchId)
    .limit(1)
    .executeTakeFirst();
}

/** Sites' module variants (the message variant holds the quiet-hours timezone). */
export async function siteVariants(db: Db, siteId: string): Promise<string | undefined> {
  const r = await db.selectFrom('sites').select('variants').where('id', '=', siteId).executeTakeFirst();
  return r?.variants;
}

/** Which of these sessions are still live (not expired, not idle too long, user active). */
export async function liveSessionIds(db: Db, ids: readonly string[], t: number, idleSeconds: number): Promise<Set<string>> {
  const live = new Set<string>();
  for (const part of chunks(ids, IN_CHUNK)) {
    const rows = await db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select('sessions.id')
      .where('sessions.id', 'in', part)
      .where('sessions.expires_at', '>', t)
      .where('sessions.last_seen_at', '>', t - idleSeconds)
      .where('users.status', '=', 'active')
      .execute();
    for (const r of rows) live.add(r.id);
  }
  return live;
}

export interface CopyRow {
  id: string;
  batch_id: string | null;
  category: string;
  kind: string;
  title: string;
  body: string;
  link: string;
  at: number;
}

/** A person's pushable copies after a message id (UUIDv7 ids sort by time), oldest first. */
export async function copiesSince(db: Db, siteId: string, userId: string, afterId: string, limit: number): Promise<CopyRow[]> {
  return db
    .selectFrom('messages')
    .select(['id', 'batch_id', 'category', 'kind', 'title', 'body', 'link', 'at'])
    .where('site_id', '=', siteId)
    .where('user_id', '=', userId)
    .where('pushed', '=', 1)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Batches written since a message id (a range of the primary key), for catching up after a gap. */
export async function batchesSince(db: Db, fromId: string, limit: number): Promise<{ batch_id: string; site_id: string }[]> {
  const rows = await db
    .selectFrom('messages')
    .select(['batch_id', 'site_id'])
    .where('id', '>=', fromId)
    .where('batch_id', 'is not', null)
    .where('pushed', '=', 1)
    .groupBy(['batch_id', 'site_id'])
    .limit(limit)
    .execute();
  return rows.flatMap((r) => (r.batch_id ? [{ batch_id: r.batch_id, site_id: r.site_id }] : []));
}
