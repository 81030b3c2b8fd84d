import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../src/platform/db/schema.js';
import { attemptSteps, compiledOnce, precompiled, Rollback } from '../src/platform/sql.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const byUsername = precompiled((db, site: string, username: string) =>
  db.selectFrom('users').select(['username', 'kind']).where('username', '=', username).where('status', '=', 'active').where('site_id', '=', site),
);

/**
 * Another request's transaction: it runs `work`, stays open until `release()`, then rolls back.
 * `begun` resolves once `work` is done (the transaction is open between its awaits).
 */
function heldTransaction(work: (trx: Kysely<DB>) => Promise<unknown>) {
  let release!: () => void;
  const open = new Promise<void>((r) => (release = r));
  let begin!: () => void;
  const begun = new Promise<void>((r) => (begin = r));
  const done = t.app.platform.db
    .transaction()
    .execute(async (trx) => {
      await work(trx);
      begin();
      await open;
      throw new Error('rolled back');
    })
    .catch(() => 'rolled back');
  return { begun, release, done };
}

describe('precompiled queries', () => {
  it('answer like the query they were built from, with each call’s own values', async () => {
    const db = t.app.platform.db;
    expect(await byUsername(db, 'demo', 'student')).toEqual([{ username: 'student', kind: 'student' }]);
    expect(await byUsername(db, 'demo', 'teacher')).toEqual([{ username: 'teacher', kind: 'teacher' }]);
    expect(await byUsername(db, 'pku', 'teacher')).toEqual([]);
  });

  it('run inside a transaction too', async () => {
    const rows = await t.app.platform.db.transaction().execute((trx) => byUsername(trx, 'demo', 'manager'));
    expect(rows).toEqual([{ username: 'manager', kind: 'staff' }]);
  });

  it('never show a row another request changed in a transaction not yet committed', async () => {
    const db = t.app.platform.db;
    const other = heldTransaction((trx) =>
      trx.updateTable('users').set({ kind: 'visitor' }).where('username', '=', 'student').where('site_id', '=', 'demo').execute(),
    );
    await other.begun;
    // Read while the other transaction is open (between its awaits), then let it roll back.
    const read = byUsername(db, 'demo', 'student');
    other.release();
    expect(await other.done).toBe('rolled back');
    expect(await read).toEqual([{ username: 'student', kind: 'student' }]);
  });

  it('refuse a build that does not use an argument as a value', async () => {
    const bad = precompiled((db, _unused: string) => db.selectFrom('users').select('id'));
    await expect(bad(t.app.platform.db, 'x')).rejects.toThrow(/every argument/);
  });
});

const setName = compiledOnce((db, site: string, username: string, name: string) =>
  db.updateTable('users').set({ name }).where('username', '=', username).where('site_id', '=', site),
);
const nameOf = async (username: string) =>
  (await t.app.platform.db.selectFrom('users').select('name').where('username', '=', username).where('site_id', '=', 'demo').executeTakeFirstOrThrow()).name;

describe('transactions written as steps', () => {
  it('commit every step, or none when a later step refuses', async () => {
    const db = t.app.platform.db;
    const before = await nameOf('teacher');
    const ok = await attemptSteps(db, function* () {
      const r = yield setName(db, 'demo', 'teacher', 'Steps One');
      expect(r.changes).toBe(1);
    });
    expect(ok).toEqual({ ok: true });
    expect(await nameOf('teacher')).toBe('Steps One');
    const refused = await attemptSteps<'NO'>(db, function* () {
      yield setName(db, 'demo', 'teacher', 'Steps Two');
      if ((yield setName(db, 'demo', 'nobody-here', 'x')).changes !== 1) throw new Rollback('NO');
    });
    expect(refused).toEqual({ ok: false, why: 'NO' });
    expect(await nameOf('teacher')).toBe('Steps One');
    await attemptSteps(db, function* () {
      yield setName(db, 'demo', 'teacher', before);
    });
  });

  it('wait for another request’s open transaction instead of joining it', async () => {
    const db = t.app.platform.db;
    const other = heldTransaction((trx) =>
      trx.updateTable('users').set({ name: 'Never Kept' }).where('username', '=', 'manager').where('site_id', '=', 'demo').execute(),
    );
    await other.begun;
    // Started while the other is open: run inside it, this write would be rolled back with it.
    const mine = attemptSteps(db, function* () {
      yield setName(db, 'demo', 'counselor', 'Kept Counselor');
    });
    other.release();
    expect(await other.done).toBe('rolled back');
    expect(await mine).toEqual({ ok: true });
    expect(await nameOf('counselor')).toBe('Kept Counselor');
    expect(await nameOf('manager')).not.toBe('Never Kept');
  });
});
