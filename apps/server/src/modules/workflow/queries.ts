/**
 * Workflow storage. Every action starts by bumping its instance's revision (`lockInstance`):
 * on PostgreSQL that takes the row lock, so two actions on one item run one after the other and
 * the second sees what the first did; SQLite runs write transactions one at a time anyway.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../platform/db/index.js';
import { contains } from '../../platform/sql.js';
import type { WfActionsTable, WfDelegationsTable, WfDeliveriesTable, WfInstancesTable, WfProcessesTable, WfTasksTable } from './tables.js';

/* ---------- processes ---------- */

export const findProcess = (db: Db, siteId: string, formId: string) =>
  db.selectFrom('wf_processes').selectAll().where('site_id', '=', siteId).where('form_id', '=', formId).executeTakeFirst();

export const findProcessById = (db: Db, siteId: string, id: string) =>
  db.selectFrom('wf_processes').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

export const findTemplateProcess = (db: Db, siteId: string, key: string) =>
  db
    .selectFrom('wf_processes as p')
    .innerJoin('form_defs as f', 'f.id', 'p.form_id')
    .select(['p.form_id', 'f.name', 'f.status'])
    .where('p.site_id', '=', siteId)
    .where('p.template_key', '=', key)
    .orderBy('p.created_at')
    .executeTakeFirst();

export const templateForms = (db: Db, siteId: string) =>
  db.selectFrom('wf_processes').select(['template_key', 'form_id']).where('site_id', '=', siteId).where('template_key', 'is not', null).execute();

export const insertProcess = (db: Db, p: WfProcessesTable) => db.insertInto('wf_processes').values(p).execute();

/** Saves a new definition at the version read; false when someone saved meanwhile. */
export async function updateProcess(db: Db, siteId: string, id: string, read: number, set: Pick<WfProcessesTable, 'definition' | 'enabled' | 'webhook_url' | 'updated_by' | 'updated_at'>): Promise<boolean> {
  const r = await db.updateTable('wf_processes').set({ ...set, version: read + 1 }).where('site_id', '=', siteId).where('id', '=', id).where('version', '=', read).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/* ---------- instances ---------- */

export const insertInstance = (db: Db, i: WfInstancesTable) => db.insertInto('wf_instances').values(i).execute();

/** Locks the instance for this transaction (see the file comment); false when it is not there. */
export async function lockInstance(db: Db, siteId: string, id: string): Promise<boolean> {
  const r = await db.updateTable('wf_instances').set((eb) => ({ revision: eb('revision', '+', 1) })).where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export const findInstance = (db: Db, siteId: string, id: string) =>
  db.selectFrom('wf_instances').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

export const findBySubmission = (db: Db, siteId: string, submissionId: string) =>
  db.selectFrom('wf_instances').select(['id', 'applicant_id']).where('site_id', '=', siteId).where('submission_id', '=', submissionId).executeTakeFirst();

export const updateInstance = (db: Db, id: string, set: Partial<Pick<WfInstancesTable, 'state' | 'step_key' | 'round' | 'urged_at' | 'updated_at' | 'ended_at'>>) =>
  db.updateTable('wf_instances').set(set).where('id', '=', id).execute();

/** Takes the once-an-hour urge; false when it was used within the hour. */
export async function claimUrge(db: Db, siteId: string, id: string, at: number, since: number): Promise<boolean> {
  const r = await db
    .updateTable('wf_instances')
    .set({ urged_at: at })
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .where((eb) => eb.or([eb('urged_at', 'is', null), eb('urged_at', '<', since)]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The columns of a list row: the instance, its form, its applicant. */
function summaries(db: Db, siteId: string) {
  return db
    .selectFrom('wf_instances as i')
    .innerJoin('form_defs as f', 'f.id', 'i.form_id')
    .innerJoin('users as u', 'u.id', 'i.applicant_id')
    .leftJoin('departments as d', 'd.id', 'u.department_id')
    .select([
      'i.id', 'i.form_id', 'i.submission_id', 'i.applicant_id', 'i.definition', 'i.state', 'i.step_key', 'i.round', 'i.started_at', 'i.updated_at', 'i.ended_at',
      'f.name as form_name', 'f.category', 'u.name as applicant_name', 'u.number as applicant_number', 'd.name as department_name',
    ])
    .where('i.site_id', '=', siteId);
}
export type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>['executeTakeFirstOrThrow']>>;

export interface ListFilter {
  keyword?: string | undefined;
  formId?: string | undefined;
  category?: string | undefined;
  state?: string | undefined;
}

/** The list filters as one condition (any query over `i`, `f`, `u` takes it). */
function matching(f: ListFilter): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  if (f.formId) parts.push(sql<SqlBool>`i.form_id = ${f.formId}`);
  if (f.category) parts.push(sql<SqlBool>`f.category = ${f.category}`);
  if (f.state) parts.push(sql<SqlBool>`i.state = ${f.state}`);
  if (f.keyword) parts.push(sql<SqlBool>`(${contains('f.name', f.keyword)} or ${contains('u.name', f.keyword)} or ${contains('u.number', f.keyword)})`);
  return parts.length ? sql<SqlBool>`${sql.join(parts, sql` and `)}` : sql<SqlBool>`1 = 1`;
}

export const findSummary = (db: Db, siteId: string, id: string) => summaries(db, siteId).where('i.id', '=', id).executeTakeFirst();

export interface Page {
  offset: number;
  limit: number;
}

const countOf = async (q: { executeTakeFirst(): Promise<{ n: number | string } | undefined> }) => Number((await q.executeTakeFirst())?.n ?? 0);

export async function listMine(db: Db, siteId: string, userId: string, f: ListFilter, page: Page) {
  const q = summaries(db, siteId).where('i.applicant_id', '=', userId).where(matching(f));
  const [rows, total] = await Promise.all([
    q.orderBy('i.started_at', 'desc').orderBy('i.id', 'desc').offset(page.offset).limit(page.limit).execute(),
    countOf(q.clearSelect().select((eb) => eb.fn.countAll<number | string>().as('n'))),
  ]);
  return { rows, total };
}

export async function listAll(db: Db, siteId: string, f: ListFilter & { overdueAt?: number | undefined }, page: Page) {
  let q = summaries(db, siteId).where(matching(f));
  const at = f.overdueAt;
  if (at !== undefined) {
    q = q.where((eb) => eb.exists(eb.selectFrom('wf_tasks as t').select('t.id').whereRef('t.instance_id', '=', 'i.id').where('t.state', '=', 'pending').where('t.due_at', '<', at)));
  }
  const [rows, total] = await Promise.all([
    q.orderBy('i.started_at', 'desc').orderBy('i.id', 'desc').offset(page.offset).limit(page.limit).execute(),
    countOf(q.clearSelect().select((eb) => eb.fn.countAll<number | string>().as('n'))),
  ]);
  return { rows, total };
}

export async function listCc(db: Db, siteId: string, userId: string, f: ListFilter, page: Page) {
  const q = summaries(db, siteId).innerJoin('wf_cc as c', (j) => j.onRef('c.instance_id', '=', 'i.id').on('c.user_id', '=', userId)).where(matching(f));
  const [rows, total] = await Promise.all([
    q.orderBy('c.at', 'desc').orderBy('i.id', 'desc').offset(page.offset).limit(page.limit).execute(),
    countOf(q.clearSelect().select((eb) => eb.fn.countAll<number | string>().as('n'))),
  ]);
  return { rows, total };
}

/** Open tasks of a user with their instances, the soonest due first (no deadline last), then the oldest. */
export async function listTodo(db: Db, siteId: string, userId: string, f: ListFilter, page: Page) {
  const q = summaries(db, siteId)
    .innerJoin('wf_tasks as t', 't.instance_id', 'i.id')
    .leftJoin('users as o', 'o.id', 't.owner_id')
    .where('t.user_id', '=', userId)
    .where('t.state', '=', 'pending')
    .where(matching(f));
  const [rows, total] = await Promise.all([
    q
      .select(['t.id as task_id', 't.kind as task_kind', 't.owner_id', 'o.name as owner_name', 't.created_at as task_created_at', 't.due_at'])
      .orderBy(sql`case when t.due_at is null then 1 else 0 end`)
      .orderBy('t.due_at')
      .orderBy('t.created_at')
      .orderBy('t.id')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    countOf(q.clearSelect().select((eb) => eb.fn.countAll<number | string>().as('n'))),
  ]);
  return { rows, total };
}

/** Items a user acted on, by their latest action. */
export async function listDone(db: Db, siteId: string, userId: string, f: ListFilter, page: Page) {
  const latest = db
    .selectFrom('wf_actions')
    .select(['instance_id', (eb) => eb.fn.max('seq').as('seq')])
    .where('site_id', '=', siteId)
    .where('actor_id', '=', userId)
    .where('action', 'in', ['approve', 'reject', 'return', 'transfer', 'delegate', 'addSigner'])
    .groupBy('instance_id');
  const q = summaries(db, siteId)
    .innerJoin(latest.as('l'), 'l.instance_id', 'i.id')
    .innerJoin('wf_actions as a', (j) => j.onRef('a.instance_id', '=', 'i.id').onRef('a.seq', '=', 'l.seq'))
    .where(matching(f));
  const [rows, total] = await Promise.all([
    q.select(['a.action as my_action', 'a.at as acted_at']).orderBy('a.at', 'desc').orderBy('i.id', 'desc').offset(page.offset).limit(page.limit).execute(),
    countOf(q.clearSelect().select((eb) => eb.fn.countAll<number | string>().as('n'))),
  ]);
  return { rows, total };
}

export async function countOpen(db: Db, siteId: string, userId: string, at: number) {
  const r = await db
    .selectFrom('wf_tasks')
    .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.sum<number | string | null>(eb.case().when('due_at', '<', at).then(1).else(0).end()).as('late')])
    .where('site_id', '=', siteId)
    .where('user_id', '=', userId)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return { todo: Number(r?.n ?? 0), overdue: Number(r?.late ?? 0) };
}

/* ---------- tasks ---------- */

export const insertTasks = (db: Db, rows: WfTasksTable[]) => (rows.length ? db.insertInto('wf_tasks').values(rows).execute() : Promise.resolve([]));

export const findTask = (db: Db, siteId: string, id: string) => db.selectFrom('wf_tasks').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

export const tasksOf = (db: Db, instanceId: string) => db.selectFrom('wf_tasks').selectAll().where('instance_id', '=', instanceId).orderBy('created_at').orderBy('id').execute();

export const setTask = (db: Db, id: string, state: string, at: number) => db.updateTable('wf_tasks').set({ state, acted_at: at }).where('id', '=', id).execute();

/** Cancels every open task of an instance; answers their ids (their to-dos close). */
export async function cancelOpen(db: Db, instanceId: string, at: number): Promise<string[]> {
  const open = await db.selectFrom('wf_tasks').select('id').where('instance_id', '=', instanceId).where('state', '=', 'pending').execute();
  if (open.length) await db.updateTable('wf_tasks').set({ state: 'cancelled', acted_at: at }).where('instance_id', '=', instanceId).where('state', '=', 'pending').execute();
  return open.map((t) => t.id);
}

/** Open tasks past their deadline not yet reminded (the sweeper's work). */
export const dueForReminder = (db: Db, at: number, limit: number) =>
  db.selectFrom('wf_tasks').select(['id', 'site_id', 'instance_id', 'user_id', 'step_key']).where('state', '=', 'pending').where('due_at', '<=', at).where('reminded_at', 'is', null).limit(limit).execute();

export async function claimReminder(db: Db, id: string, at: number): Promise<boolean> {
  const r = await db.updateTable('wf_tasks').set({ reminded_at: at }).where('id', '=', id).where('reminded_at', 'is', null).where('state', '=', 'pending').executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Open tasks not yet escalated whose deadline passed at least `minAge` ago (finer check per step by the caller). */
export const dueForEscalation = (db: Db, at: number, limit: number) =>
  db
    .selectFrom('wf_tasks')
    .select(['id', 'site_id', 'instance_id', 'step_key', 'round', 'due_at'])
    .where('state', '=', 'pending')
    .where('kind', '!=', 'escalated')
    .where('due_at', '<=', at)
    .where('escalated_at', 'is', null)
    .orderBy('due_at')
    .limit(limit)
    .execute();

export const markEscalated = (db: Db, ids: string[], at: number) =>
  ids.length ? db.updateTable('wf_tasks').set({ escalated_at: at }).where('id', 'in', ids).where('escalated_at', 'is', null).execute() : Promise.resolve([]);

/* ---------- copies and the timeline ---------- */

export async function insertCc(db: Db, siteId: string, instanceId: string, userIds: string[], at: number): Promise<string[]> {
  if (!userIds.length) return [];
  const have = new Set((await db.selectFrom('wf_cc').select('user_id').where('instance_id', '=', instanceId).where('user_id', 'in', userIds).execute()).map((r) => r.user_id));
  const fresh = userIds.filter((u) => !have.has(u));
  if (fresh.length) await db.insertInto('wf_cc').values(fresh.map((user_id) => ({ site_id: siteId, instance_id: instanceId, user_id, at }))).execute();
  return fresh;
}

export const isCopied = async (db: Db, instanceId: string, userId: string) =>
  Boolean(await db.selectFrom('wf_cc').select('user_id').where('instance_id', '=', instanceId).where('user_id', '=', userId).executeTakeFirst());

export const insertAction = (db: Db, a: WfActionsTable) => db.insertInto('wf_actions').values(a).execute();

export const actionsOf = (db: Db, instanceId: string) =>
  db.selectFrom('wf_actions').selectAll().where('instance_id', '=', instanceId).orderBy('seq').orderBy('at').orderBy('id').execute();

export async function currentSeq(db: Db, instanceId: string): Promise<number> {
  const r = await db.selectFrom('wf_instances').select('revision').where('id', '=', instanceId).executeTakeFirst();
  return Number(r?.revision ?? 0);
}

/* ---------- people ---------- */

export const namesOf = async (db: Db, siteId: string, ids: readonly string[]) =>
  ids.length ? new Map((await db.selectFrom('users').select(['id', 'name']).where('site_id', '=', siteId).where('id', 'in', [...new Set(ids)]).execute()).map((u) => [u.id, u.name])) : new Map<string, string>();

export const activeUser = (db: Db, siteId: string, id: string) =>
  db.selectFrom('users').select(['id', 'name', 'department_id', 'class_id']).where('site_id', '=', siteId).where('id', '=', id).where('status', '=', 'active').executeTakeFirst();

export const activeIn = async (db: Db, siteId: string, ids: readonly string[]) =>
  ids.length ? (await db.selectFrom('users').select('id').where('site_id', '=', siteId).where('status', '=', 'active').where('id', 'in', [...new Set(ids)]).execute()).map((u) => u.id) : [];

export const departmentLeader = async (db: Db, departmentId: string) =>
  (await db.selectFrom('departments').select('leader_user_id').where('id', '=', departmentId).executeTakeFirst())?.leader_user_id ?? null;

export const classCounselor = async (db: Db, classId: string) =>
  (await db.selectFrom('classes').select('counselor_user_id').where('id', '=', classId).executeTakeFirst())?.counselor_user_id ?? null;

export const usersWithRole = async (db: Db, siteId: string, role: string) =>
  (
    await db
      .selectFrom('user_roles as ur')
      .innerJoin('roles as r', 'r.id', 'ur.role_id')
      .innerJoin('users as u', 'u.id', 'ur.user_id')
      .select('u.id')
      .where('r.site_id', '=', siteId)
      .where('r.code', '=', role)
      .where('u.status', '=', 'active')
      .orderBy('u.id')
      .execute()
  ).map((r) => r.id);

/** Every role of the site with its permission map (to find who manages workflows). */
export const siteRoles = (db: Db, siteId: string) => db.selectFrom('roles').select(['code', 'auth']).where('site_id', '=', siteId).execute();

/* ---------- delegations ---------- */

export const insertDelegation = (db: Db, d: WfDelegationsTable) => db.insertInto('wf_delegations').values(d).execute();

/** Standing delegations of these people that apply to a task of `formId` starting at `at`. */
export const delegationsFor = (db: Db, siteId: string, fromIds: readonly string[], formId: string, at: number) =>
  fromIds.length
    ? db
        .selectFrom('wf_delegations')
        .select(['from_id', 'to_id', 'form_id', 'created_at'])
        .where('site_id', '=', siteId)
        .where('from_id', 'in', [...fromIds])
        .where('starts_at', '<=', at)
        .where('ends_at', '>', at)
        .where((eb) => eb.or([eb('form_id', 'is', null), eb('form_id', '=', formId)]))
        .orderBy('created_at', 'desc')
        .execute()
    : Promise.resolve([]);

export const delegationsOf = (db: Db, siteId: string, userId: string, side: 'from_id' | 'to_id', at: number) =>
  db
    .selectFrom('wf_delegations as g')
    .innerJoin('users as a', 'a.id', 'g.from_id')
    .innerJoin('users as b', 'b.id', 'g.to_id')
    .leftJoin('form_defs as f', 'f.id', 'g.form_id')
    .select(['g.id', 'g.from_id', 'g.to_id', 'g.form_id', 'g.starts_at', 'g.ends_at', 'g.created_at', 'a.name as from_name', 'b.name as to_name', 'f.name as form_name'])
    .where('g.site_id', '=', siteId)
    .where(`g.${side}`, '=', userId)
    .where('g.ends_at', '>', at)
    .orderBy('g.starts_at')
    .execute();

export const findDelegation = (db: Db, siteId: string, id: string) => db.selectFrom('wf_delegations').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

export const endDelegation = (db: Db, id: string, at: number) => db.updateTable('wf_delegations').set({ ends_at: at }).where('id', '=', id).execute();

/* ---------- webhook outbox ---------- */

export const insertDelivery = (db: Db, d: WfDeliveriesTable) => db.insertInto('wf_deliveries').values(d).execute();

export const dueDeliveries = (db: Db, at: number, limit: number) =>
  db.selectFrom('wf_deliveries').selectAll().where('state', '=', 'pending').where('next_at', '<=', at).orderBy('next_at').limit(limit).execute();

/** Leases a delivery for one attempt (another process skips it); false when someone took it first. */
export async function leaseDelivery(db: Db, id: string, seenNextAt: number, leaseUntil: number): Promise<boolean> {
  const r = await db.updateTable('wf_deliveries').set({ next_at: leaseUntil }).where('id', '=', id).where('state', '=', 'pending').where('next_at', '=', seenNextAt).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export const finishAttempt = (db: Db, id: string, set: Pick<WfDeliveriesTable, 'state' | 'attempts' | 'next_at' | 'last_error' | 'updated_at'>) =>
  db.updateTable('wf_deliveries').set(set).where('id', '=', id).execute();

export async function listDeliveries(db: Db, siteId: string, formId: string | undefined, page: Page) {
  let q = db.selectFrom('wf_deliveries as w').innerJoin('wf_instances as i', 'i.id', 'w.instance_id').where('w.site_id', '=', siteId);
  if (formId) q = q.where('i.form_id', '=', formId);
  const [rows, count] = await Promise.all([
    q.selectAll('w').orderBy('w.created_at', 'desc').orderBy('w.id', 'desc').offset(page.offset).limit(page.limit).execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}
