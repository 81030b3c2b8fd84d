/** The message centre's SQL: every query is bound to one person on one site. */
import type { Db } from '../../platform/db/index.js';

export interface Owner {
  siteId: string;
  userId: string;
}

const COLUMNS = ['id', 'category', 'kind', 'title', 'body', 'link', 'at', 'read_at', 'done_at'] as const;

function mine(db: Db, o: Owner) {
  return db.selectFrom('messages').where('site_id', '=', o.siteId).where('user_id', '=', o.userId);
}

export async function listMine(db: Db, o: Owner, f: { category?: string | undefined; status: 'all' | 'unread' | 'read' }, limit: number, offset: number) {
  let q = mine(db, o);
  if (f.category) q = q.where('category', '=', f.category);
  if (f.status === 'unread') q = q.where('read_at', 'is', null);
  if (f.status === 'read') q = q.where('read_at', 'is not', null);
  const [rows, total] = await Promise.all([
    q.select(COLUMNS).orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export async function todosMine(db: Db, o: Owner, done: boolean, limit: number, offset: number) {
  const q = mine(db, o).where('kind', '=', 'todo').where('done_at', done ? 'is not' : 'is', null);
  const ordered = done ? q.orderBy('done_at', 'desc').orderBy('id', 'desc') : q.orderBy('at', 'asc').orderBy('id', 'asc');
  const [rows, total] = await Promise.all([
    ordered.select(COLUMNS).limit(limit).offset(offset).execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export async function countsMine(db: Db, o: Owner) {
  const [byCategory, todo] = await Promise.all([
    mine(db, o)
      .select((eb) => [
        'category',
        eb.fn.countAll<number | string>().as('total'),
        eb.fn.count<number | string>('id').filterWhere('read_at', 'is', null).as('unread'),
      ])
      .groupBy('category')
      .orderBy('category')
      .execute(),
    mine(db, o)
      .where('kind', '=', 'todo')
      .where('done_at', 'is', null)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { byCategory, todo: Number(todo.n) };
}

export async function oneOfMine(db: Db, o: Owner, id: string) {
  return mine(db, o).select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Marks read if unread; the first read time stays. */
export async function markRead(db: Db, o: Owner, id: string, at: number): Promise<void> {
  await db
    .updateTable('messages')
    .set({ read_at: at })
    .where('site_id', '=', o.siteId)
    .where('user_id', '=', o.userId)
    .where('id', '=', id)
    .where('read_at', 'is', null)
    .execute();
}

export async function markAllRead(db: Db, o: Owner, at: number, category?: string): Promise<number> {
  let q = db.updateTable('messages').set({ read_at: at }).where('site_id', '=', o.siteId).where('user_id', '=', o.userId).where('read_at', 'is', null);
  if (category) q = q.where('category', '=', category);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows);
}
