import { sql, type Kysely } from 'kysely';
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
const renameFrom = compiledOnce((db, site: string, username: string, from: string, to: string) =>
  db.updateTable('users').set({ name: to }).where('username', '=', username).where('site_id', '=', site).where('name', '=', from),
);
const rollbackAll = compiledOnce((db) => ({ compile: () => sql`rollback`.compile(db) }));
const broken = compiledOnce((db) => ({ compile: () => sql`select 1 from no_such_table`.compile(db) }));
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

  it('started together, each keep their own answer: one refused or failing undoes only its own writes', async () => {
    // On SQLite these run in one group commit (one BEGIN … COMMIT, a savepoint each).
    const db = t.app.platform.db;
    const before = { student: await nameOf('student'), student2: await nameOf('student2'), teacher: await nameOf('teacher') };
    const [a, b, c, d] = await Promise.allSettled([
      attemptSteps(db, function* () {
        yield setName(db, 'demo', 'student', 'Group A');
      }),
      attemptSteps<'NO'>(db, function* () {
        yield setName(db, 'demo', 'teacher', 'Never B');
        throw new Rollback('NO');
      }),
      attemptSteps(db, function* () {
        yield setName(db, 'demo', 'teacher', 'Never C');
        yield broken(db);
      }),
      attemptSteps(db, function* () {
        yield setName(db, 'demo', 'student2', 'Group D');
      }),
    ]);
    expect(a).toEqual({ status: 'fulfilled', value: { ok: true } });
    expect(b).toEqual({ status: 'fulfilled', value: { ok: false, why: 'NO' } });
    expect(c.status).toBe('rejected');
    expect(String((c as PromiseRejectedResult).reason)).toMatch(/no_such_table/);
    expect(d).toEqual({ status: 'fulfilled', value: { ok: true } });
    expect([await nameOf('student'), await nameOf('teacher'), await nameOf('student2')]).toEqual(['Group A', before.teacher, 'Group D']);
    await Promise.all(
      Object.entries(before).map(([u, name]) =>
        attemptSteps(db, function* () {
          yield setName(db, 'demo', u, name);
        }),
      ),
    );
  });

  // SQLite's group commit runs them in the order they came; PostgreSQL runs them side by side.
  it.skipIf(!!process.env.DATABASE_URL)('started together on SQLite, each see the writes of those before them, as if committed in turn', async () => {
    const db = t.app.platform.db;
    const before = await nameOf('leader');
    // Each renames only from the name the one before it gave: all three succeed only in order.
    const chain = ['Chain 1', 'Chain 2', 'Chain 3'];
    const answers = await Promise.all(
      chain.map((to, i) =>
        attemptSteps<'MISSED'>(db, function* () {
          if ((yield renameFrom(db, 'demo', 'leader', i === 0 ? before : chain[i - 1]!, to)).changes !== 1) throw new Rollback('MISSED');
        }),
      ),
    );
    expect(answers).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(await nameOf('leader')).toBe('Chain 3');
    await attemptSteps(db, function* () {
      yield setName(db, 'demo', 'leader', before);
    });
  });

  // As SQLite does after some errors (disk full, I/O): the whole group's transaction is gone.
  it.skipIf(!!process.env.DATABASE_URL)('started together on SQLite, none is kept or said to be when one of them ends the whole transaction', async () => {
    const db = t.app.platform.db;
    const before = { student: await nameOf('student'), teacher: await nameOf('teacher') };
    const answers = await Promise.allSettled([
      attemptSteps(db, function* () {
        yield setName(db, 'demo', 'student', 'Lost A');
      }),
      attemptSteps(db, function* () {
        yield rollbackAll(db);
      }),
      attemptSteps(db, function* () {
        yield setName(db, 'demo', 'teacher', 'Lost C');
      }),
    ]);
    expect(answers.map((a) => a.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect([await nameOf('student'), await nameOf('teacher')]).toEqual([before.student, before.teacher]);
    // The connection goes on as before.
    expect(
      await attemptSteps(db, function* () {
        yield setName(db, 'demo', 'student', before.student);
      }),
    ).toEqual({ ok: true });
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
