import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompiled } from '../src/platform/sql.js';
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
    let release!: () => void;
    const open = new Promise<void>((r) => (release = r));
    let changed!: () => void;
    const didChange = new Promise<void>((r) => (changed = r));
    const trx = db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('users').set({ kind: 'visitor' }).where('username', '=', 'student').where('site_id', '=', 'demo').execute();
        changed();
        await open;
        throw new Error('rolled back');
      })
      .catch(() => 'rolled back');
    await didChange;
    // Read while the other transaction is open (between its awaits), then let it roll back.
    const read = byUsername(db, 'demo', 'student');
    release();
    expect(await trx).toBe('rolled back');
    expect(await read).toEqual([{ username: 'student', kind: 'student' }]);
  });

  it('refuse a build that does not use an argument as a value', async () => {
    const bad = precompiled((db, _unused: string) => db.selectFrom('users').select('id'));
    await expect(bad(t.app.platform.db, 'x')).rejects.toThrow(/every argument/);
  });
});
