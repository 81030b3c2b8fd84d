/**
 * Activity storage. Places are taken and freed by conditional UPDATEs of `activities.taken`
 * inside the transaction that writes the sign-up, so concurrent sign-ups (any number of
 * processes) never exceed the capacity; one sign-up row per person (unique index).
 */
import type { Db } from '../../platform/db/index.js';
import { attempt, contains, Rollback } from '../../platform/sql.js';
import type { ActivitiesTable, ActivitySignupsTable } from './tables.js';

type ListFilter = {
  category?: string | undefined;
  keyword?: string | undefined;
  publishedOnly?: boolean;
  createdBy?: string;
};

export const findActivity = (db: Db, siteId: string, id: string) =>
  db.selectFrom('activities').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

export function listActivities(db: Db, siteId: string, f: ListFilter) {
  let q = db.selectFrom('activities').selectAll().where('site_id', '=', siteId);
  if (f.publishedOnly) q = q.where('published', '=', 1);
  if (f.createdBy) q = q.where('created_by', '=', f.createdBy);
  if (f.category) q = q.where('category', '=', f.category);
  if (f.keyword) {
    const k = f.keyword;
    q = q.where((eb) => eb.or([contains('title', k), contains('organiser', k), contains('place', k)]));
  }
  return q.orderBy('starts_at', 'desc').orderBy('id', 'desc').execute();
}

export const insertActivity = (db: Db, a: ActivitiesTable) => db.insertInto('activities').values(a).execute();

/** Updates the editable fields; false when the new capacity is below the places taken. */
export async function updateActivity(
  db: Db,
  a: Omit<ActivitiesTable, 'taken' | 'checkin_secret' | 'created_by' | 'created_at' | 'cancelled' | 'cancel_reason'>,
): Promise<boolean> {
  const { id, site_id, ...rest } = a;
  let q = db.updateTable('activities').set(rest).where('site_id', '=', site_id).where('id', '=', id);
  if (a.capacity !== null) q = q.where('taken', '<=', a.capacity);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export const setPublished = (db: Db, siteId: string, id: string, published: boolean, at: number) =>
  db
    .updateTable('activities')
    .set({ published: published ? 1 : 0, updated_at: at })
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .where('cancelled', '=', 0)
    .executeTakeFirst();

export const markCancelled = (db: Db, siteId: string, id: string, reason: string, at: number) =>
  db
    .updateTable('activities')
    .set({ cancelled: 1, cancel_reason: reason, updated_at: at })
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .where('cancelled', '=', 0)
    .executeTakeFirst();

export const findUpload = (db: Db, siteId: string, id: string) =>
  db.selectFrom('uploads').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

// ---- sign-ups ---------------------------------------------------------------------------

export const signupOf = (db: Db, activityId: string, userId: string) =>
  db
    .selectFrom('activity_signups')
    .selectAll()
    .where('activity_id', '=', activityId)
    .where('user_id', '=', userId)
    .executeTakeFirst();

export const findSignup = (db: Db, siteId: string, id: string) =>
  db.selectFrom('activity_signups').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

export const findSignupByCode = (db: Db, siteId: string, code: string) =>
  db
    .selectFrom('activity_signups')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('code', '=', code)
    .executeTakeFirst();

/** The caller's statuses for a set of activities. */
export async function myStatuses(db: Db, siteId: string, userId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('activity_signups')
    .select(['activity_id', 'status'])
    .where('site_id', '=', siteId)
    .where('user_id', '=', userId)
    .execute();
  return new Map(rows.map((r) => [r.activity_id, r.status]));
}

export type SignupResult = { ok: true } | { ok: false; why: 'FULL' | 'EXISTS' };

/**
 * Takes a place (`taken < capacity`, which also locks the activity row on PostgreSQL until
 * commit), then revives a cancelled sign-up or inserts a new one (ON CONFLICT DO NOTHING on
 * the person's unique row). Either step failing rolls both back.
 */
export async function takePlace(db: Db, s: ActivitySignupsTable): Promise<SignupResult> {
  return attempt(db, async (trx) => {
    const inc = await trx
      .updateTable('activities')
      .set((eb) => ({ taken: eb('taken', '+', 1) }))
      .where('site_id', '=', s.site_id)
      .where('id', '=', s.activity_id)
      // Not after a cancellation or withdrawal that raced this sign-up (its people are notified).
      .where('cancelled', '=', 0)
      .where('published', '=', 1)
      .where((eb) => eb.or([eb('capacity', 'is', null), eb('taken', '<', eb.ref('capacity'))]))
      .executeTakeFirst();
    if (Number(inc.numUpdatedRows) !== 1) throw new Rollback('FULL');
    const revived = await trx
      .updateTable('activity_signups')
      .set({ status: s.status, note: s.note, updated_at: s.updated_at, created_at: s.created_at })
      .where('activity_id', '=', s.activity_id)
      .where('user_id', '=', s.user_id)
      .where('status', '=', 'cancelled')
      .executeTakeFirst();
    if (Number(revived.numUpdatedRows) === 1) return;
    const ins = await trx
      .insertInto('activity_signups')
      .values(s)
      .onConflict((oc) => oc.columns(['activity_id', 'user_id']).doNothing())
      .executeTakeFirst();
    if (Number(ins.numInsertedOrUpdatedRows ?? 0) !== 1) throw new Rollback('EXISTS');
  });
}

/**
 * A live (pending/approved, not checked in) sign-up → `to`, and its place back; false if it had
 * moved on. The activity row is updated first, as `takePlace` does: one lock order on
 * PostgreSQL, so a withdrawal racing sign-ups never deadlocks.
 */
export async function freePlace(
  db: Db,
  siteId: string,
  signupId: string,
  from: readonly string[],
  to: string,
  at: number,
): Promise<boolean> {
  const r = await attempt<'MOVED'>(db, async (trx) => {
    await trx
      .updateTable('activities')
      .set((eb) => ({ taken: eb('taken', '-', 1) }))
      .where('site_id', '=', siteId)
      .where('id', '=', (eb) => eb.selectFrom('activity_signups').select('activity_id').where('id', '=', signupId))
      .where('taken', '>', 0)
      .execute();
    const row = await trx
      .updateTable('activity_signups')
      .set({ status: to, updated_at: at })
      .where('site_id', '=', siteId)
      .where('id', '=', signupId)
      .where('status', 'in', [...from])
      .where('checked_at', 'is', null)
      .executeTakeFirst();
    if (Number(row.numUpdatedRows) !== 1) throw new Rollback('MOVED');
  });
  return r.ok;
}

export const approve = async (db: Db, siteId: string, signupId: string, at: number) =>
  Number(
    (
      await db
        .updateTable('activity_signups')
        .set({ status: 'approved', updated_at: at })
        .where('site_id', '=', siteId)
        .where('id', '=', signupId)
        .where('status', '=', 'pending')
        .executeTakeFirst()
    ).numUpdatedRows,
  ) === 1;

/** Checked in once: the condition on checked_at makes a second check a no-op. */
export const checkIn = async (db: Db, siteId: string, signupId: string, by: string, at: number) =>
  Number(
    (
      await db
        .updateTable('activity_signups')
        .set({ checked_at: at, checked_by: by })
        .where('site_id', '=', siteId)
        .where('id', '=', signupId)
        .where('status', '=', 'approved')
        .where('checked_at', 'is', null)
        .executeTakeFirst()
    ).numUpdatedRows,
  ) === 1;

function signupQuery(db: Db, siteId: string, activityIds: string[]) {
  return db
    .selectFrom('activity_signups as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('departments as d', 'd.id', 'u.department_id')
    .select([
      's.id',
      's.user_id',
      's.activity_id',
      's.status',
      's.note',
      's.created_at',
      's.checked_at',
      'u.name',
      'u.number',
      'd.name as department',
    ])
    .where('s.site_id', '=', siteId)
    .where('s.activity_id', 'in', activityIds);
}

export async function signupsOf(
  db: Db,
  siteId: string,
  activityId: string,
  status: string | undefined,
  page?: { current: number; pageSize: number },
) {
  let q = signupQuery(db, siteId, [activityId]);
  let c = db
    .selectFrom('activity_signups')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('site_id', '=', siteId)
    .where('activity_id', '=', activityId);
  if (status) {
    q = q.where('s.status', '=', status);
    c = c.where('status', '=', status);
  }
  q = q.orderBy('s.created_at').orderBy('s.id');
  if (page) q = q.limit(page.pageSize).offset((page.current - 1) * page.pageSize);
  const [rows, count] = await Promise.all([q.execute(), c.executeTakeFirst()]);
  return { rows, total: Number(count?.n ?? 0) };
}

export const participantIds = async (db: Db, siteId: string, activityId: string) =>
  (
    await db
      .selectFrom('activity_signups')
      .select('user_id')
      .where('site_id', '=', siteId)
      .where('activity_id', '=', activityId)
      .where('status', 'in', ['pending', 'approved'])
      .execute()
  ).map((r) => r.user_id);

/** Per activity: sign-ups by status and checked in. */
export async function counters(db: Db, siteId: string, ids: string[]) {
  if (!ids.length) return new Map<string, { pending: number; checked: number }>();
  const rows = await db
    .selectFrom('activity_signups')
    .select([
      'activity_id',
      (eb) => eb.fn.count<number | string>('id').filterWhere('status', '=', 'pending').as('pending'),
      (eb) => eb.fn.count<number | string>('checked_at').as('checked'),
    ])
    .where('site_id', '=', siteId)
    .where('activity_id', 'in', ids)
    .groupBy('activity_id')
    .execute();
  return new Map(rows.map((r) => [r.activity_id, { pending: Number(r.pending), checked: Number(r.checked) }]));
}

export async function countsOf(db: Db, siteId: string, activityId: string) {
  const n = (t: 'activity_files' | 'activity_comments' | 'activity_photos') =>
    db
      .selectFrom(t)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('site_id', '=', siteId)
      .where('activity_id', '=', activityId)
      .executeTakeFirst();
  const [f, c, p] = await Promise.all([n('activity_files'), n('activity_comments'), n('activity_photos')]);
  return { files: Number(f?.n ?? 0), comments: Number(c?.n ?? 0), photos: Number(p?.n ?? 0) };
}

/** Live sign-ups (pending/approved) joined to their activity's category and start. */
export const liveSignupsForStats = (db: Db, siteId: string) =>
  db
    .selectFrom('activity_signups as s')
    .innerJoin('activities as a', 'a.id', 's.activity_id')
    .select(['a.category', 's.created_at'])
    .where('s.site_id', '=', siteId)
    .where('s.status', 'in', ['pending', 'approved'])
    .execute();

export const userName = (db: Db, id: string) =>
  db.selectFrom('users').select(['name', 'number']).where('id', '=', id).executeTakeFirst();
export const namesOf = async (db: Db, ids: string[]) =>
  new Map(
    ids.length
      ? (
          await db
            .selectFrom('users')
            .select(['id', 'name'])
            .where('id', 'in', [...new Set(ids)])
            .execute()
        ).map((r) => [r.id, r.name])
      : [],
  );
