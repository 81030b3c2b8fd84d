/**
 * Sign-in storage. A person signs once and a device serves one account per sign-in: both are
 * unique indexes, and a record is inserted with ON CONFLICT DO NOTHING, so concurrent scans on
 * SQLite or PostgreSQL (any number of processes) leave exactly one record.
 */
import type { Db } from '../../platform/db/index.js';
import { contains } from '../../platform/sql.js';
import type { SigninRecordsTable, SigninsTable, SigninVisitsTable } from './tables.js';

export const findSignin = (db: Db, siteId: string, id: string) =>
  db.selectFrom('signins').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

/** Sign-ins of a site not ended before `since`, newest start first. */
export const recentSignins = (db: Db, siteId: string, since: number, mode?: string) => {
  let q = db.selectFrom('signins').selectAll().where('site_id', '=', siteId).where('ends_at', '>=', since);
  if (mode) q = q.where('mode', '=', mode);
  return q.orderBy('starts_at', 'desc').orderBy('id', 'desc').limit(500).execute();
};

export async function pageSignins(db: Db, siteId: string, o: { organiserId?: string; title?: string; offset: number; limit: number }) {
  let q = db.selectFrom('signins').where('site_id', '=', siteId);
  if (o.organiserId) q = q.where('organiser_id', '=', o.organiserId);
  if (o.title) q = q.where(contains('title', o.title));
  const [rows, total] = await Promise.all([
    q.selectAll().orderBy('starts_at', 'desc').orderBy('id', 'desc').offset(o.offset).limit(o.limit).execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export const insertSignin = (db: Db, row: SigninsTable) => db.insertInto('signins').values(row).execute();

export const updateSignin = (db: Db, siteId: string, id: string, set: Partial<SigninsTable>) =>
  db.updateTable('signins').set(set).where('site_id', '=', siteId).where('id', '=', id).execute();

export async function deleteSignin(db: Db, siteId: string, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('signin_visits').where('site_id', '=', siteId).where('signin_id', '=', id).execute();
    await trx.deleteFrom('signin_records').where('site_id', '=', siteId).where('signin_id', '=', id).execute();
    await trx.deleteFrom('signins').where('site_id', '=', siteId).where('id', '=', id).execute();
  });
}

export const findRecord = (db: Db, signinId: string, userId: string) =>
  db.selectFrom('signin_records').selectAll().where('signin_id', '=', signinId).where('user_id', '=', userId).executeTakeFirst();

export const recordOfDevice = (db: Db, signinId: string, deviceId: string) =>
  db.selectFrom('signin_records').select(['user_id']).where('signin_id', '=', signinId).where('device_id', '=', deviceId).executeTakeFirst();

/** The caller’s records of several sign-ins. */
export const recordsOfUser = (db: Db, siteId: string, userId: string, signinIds: string[]) =>
  signinIds.length
    ? db.selectFrom('signin_records').selectAll().where('site_id', '=', siteId).where('user_id', '=', userId).where('signin_id', 'in', signinIds).execute()
    : Promise.resolve([] as SigninRecordsTable[]);

/** Inserts unless the person (or the device) already has a record: true when this one was written. */
export async function insertRecord(db: Db, row: SigninRecordsTable): Promise<boolean> {
  const r = await db
    .insertInto('signin_records')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

export const insertVisit = (db: Db, row: SigninVisitsTable) => db.insertInto('signin_visits').values(row).execute();

export async function visitCounts(db: Db, signinId: string, userIds?: string[]): Promise<Map<string, number>> {
  if (userIds && !userIds.length) return new Map();
  let q = db
    .selectFrom('signin_visits')
    .select(['user_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('signin_id', '=', signinId);
  if (userIds) q = q.where('user_id', 'in', userIds);
  const rows = await q.groupBy('user_id').execute();
  return new Map(rows.map((r) => [r.user_id, Number(r.n)]));
}

/** Records of a sign-in with the people, in signing order (paged when `limit` is given). */
export const signedPeople = (db: Db, signinId: string, page?: { offset: number; limit: number }) => {
  let q = db
    .selectFrom('signin_records')
    .innerJoin('users', 'users.id', 'signin_records.user_id')
    .leftJoin('classes', 'classes.id', 'users.class_id')
    .leftJoin('departments', 'departments.id', 'users.department_id')
    .selectAll('signin_records')
    .select(['users.name', 'users.number', 'classes.name as class_name', 'departments.name as department_name'])
    .where('signin_records.signin_id', '=', signinId)
    .orderBy('signin_records.at')
    .orderBy('signin_records.id');
  if (page) q = q.offset(page.offset).limit(page.limit);
  return q.execute();
};

/** user_id, time and late flag of every record of the given sign-ins. */
export const recordTimes = (db: Db, signinIds: string[]) =>
  signinIds.length
    ? db.selectFrom('signin_records').select(['signin_id', 'user_id', 'at', 'late', 'method']).where('signin_id', 'in', signinIds).execute()
    : Promise.resolve([]);

export async function peopleOf(db: Db, siteId: string, ids: readonly string[]) {
  const out = [];
  // Chunked: audiences can be large and databases cap bound parameters.
  for (let i = 0; i < ids.length; i += 500) {
    out.push(
      ...(await db
        .selectFrom('users')
        .leftJoin('classes', 'classes.id', 'users.class_id')
        .leftJoin('departments', 'departments.id', 'users.department_id')
        .select(['users.id', 'users.name', 'users.number', 'users.username', 'classes.name as class_name', 'departments.name as department_name'])
        .where('users.site_id', '=', siteId)
        .where('users.id', 'in', ids.slice(i, i + 500))
        .execute()),
    );
  }
  return out;
}

export const namesOf = (db: Db, ids: string[]) =>
  ids.length ? db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute() : Promise.resolve([]);

/** An upload of this user on this site (the drawn signature). */
export const findOwnUpload = (db: Db, siteId: string, userId: string, id: string) =>
  db.selectFrom('uploads').select(['id', 'stored_name', 'mime']).where('site_id', '=', siteId).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();

export async function classesWithCounts(db: Db, siteId: string) {
  const [classes, counts] = await Promise.all([
    db.selectFrom('classes').select(['id', 'name', 'grade', 'counselor_user_id']).where('site_id', '=', siteId).orderBy('grade', 'desc').orderBy('name').execute(),
    db
      .selectFrom('users')
      .select(['class_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('site_id', '=', siteId)
      .where('status', '=', 'active')
      .where('class_id', 'is not', null)
      .groupBy('class_id')
      .execute(),
  ]);
  const n = new Map(counts.map((c) => [c.class_id, Number(c.n)]));
  return classes.map((c) => ({ ...c, members: n.get(c.id) ?? 0 }));
}

export async function recentFailures(db: Db, userId: string, since: number): Promise<number> {
  const r = await db
    .selectFrom('signin_failures')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Records a wrong code and forgets this person's attempts older than an hour. */
export async function addFailure(db: Db, row: { id: string; site_id: string; user_id: string; at: number }): Promise<void> {
  await db.insertInto('signin_failures').values(row).execute();
  await db.deleteFrom('signin_failures').where('user_id', '=', row.user_id).where('at', '<', row.at - 3600).execute();
}
