import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../migrations/index.js';
import { migrate } from '../src/platform/db/index.js';
import { createTestApp, dbKind, type TestApp } from './helpers.js';

const names = Object.keys(migrations);
const recorded = async (t: TestApp) =>
  (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(t.app.platform.db)).rows.map((r) => r.name);

describe(`a start brings the database up to date, and only skips the work when it is (${dbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a migrated database records every migration; starting again changes nothing', async () => {
    expect(await recorded(t)).toEqual([...names].sort());
    await migrate(t.app.platform.db);
    expect(await recorded(t)).toEqual([...names].sort());
  });

  it('a migration not recorded yet is run at the next start', async () => {
    const last = names.at(-1)!;
    await sql`delete from kysely_migration where name = ${last}`.execute(t.app.platform.db);
    await migrate(t.app.platform.db);
    expect(await recorded(t)).toContain(last);
  });

  it('a recorded migration this server does not know (a newer server ran) is refused, not skipped', async () => {
    await sql`insert into kysely_migration (name, timestamp) values ('2099-01-01T0001_newer', '2099-01-01T00:00:00.000Z')`.execute(t.app.platform.db);
    await expect(migrate(t.app.platform.db)).rejects.toThrow(/2099-01-01T0001_newer|corrupted|missing/i);
    await sql`delete from kysely_migration where name = '2099-01-01T0001_newer'`.execute(t.app.platform.db);
  });
});
