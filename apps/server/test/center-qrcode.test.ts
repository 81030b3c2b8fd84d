/** Personal QR codes: signed, rotating every 30 s, single use per purpose, bound to one site. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E, QR_PERIOD_SECONDS } from '@campus/api';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { clock } from '../src/modules/center/clock.js';
import { openDatabase } from '../src/platform/db/index.js';
import { loadEnv } from '../src/platform/env.js';
import { Client, createTestApp, loginAs, type TestApp } from './helpers.js';

interface Issued {
  code: string;
  expiresAt: number;
  refreshIn: number;
  period: number;
  person: { name: string; number: string };
}
interface Verified {
  person: { name: string; number: string; department: string; masked: boolean };
  purpose: string;
  issuedAt: number;
}

let t: TestApp;
let student: Client;
let manager: Client;
const realNow = clock.now;
/** The start of a 30-second window, well in the future of any real clock. */
const T0 = Math.floor(4_000_000_000 / QR_PERIOD_SECONDS) * QR_PERIOD_SECONDS;
const at = (s: number) => {
  clock.now = () => s;
};

beforeAll(async () => {
  t = await createTestApp();
  student = await loginAs(t.app, 'student');
  manager = await loginAs(t.app, 'manager');
});
afterEach(() => {
  clock.now = realNow;
});
afterAll(() => t.close());

const issue = async (c: Client = student) => (await c.get<Issued>('/api/center/qrcode')).d;
const verify = (c: Client, code: string, purpose?: string) =>
  c.post<Verified>('/api/center/qrcode/verify', purpose ? { code, purpose } : { code });

describe('the personal QR code', () => {
  it('is a compact signed code that says when to fetch the next one', async () => {
    at(T0 + 5);
    const q = await issue();
    expect(q.code).toMatch(/^cp1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
    expect(q.code.length).toBeLessThan(160);
    expect(q.refreshIn).toBe(25);
    expect(q.period).toBe(30);
    expect(q.expiresAt).toBe(T0 + 60);
    expect(q.person).toMatchObject({ name: '张三', number: '2024010101' });
    // Also under the spec's user-info name.
    expect((await student.get<Issued>('/api/user/qrcode')).d.code).toMatch(/^cp1\./);
  });

  it('rotates: a code from the window before last is expired, the previous window is still accepted', async () => {
    at(T0 + 1);
    const a = await issue();
    at(T0 + 31);
    const b = await issue();
    expect(b.code).not.toBe(a.code);
    expect(b.expiresAt).toBe(a.expiresAt + 30);
    expect((await verify(manager, a.code)).e).toBe(0); // previous window: grace
    at(T0 + 61);
    const late = await verify(manager, b.code, 'late-check');
    expect(late.e).toBe(0);
    const expired = await verify(manager, a.code, 'another');
    expect(expired.e).toBe(E.EXPIRED);
  });

  it('tells a staff scanner who it is, in full, and masks the person for a fellow student', async () => {
    at(T0 + 2);
    const q = await issue();
    const staff = await verify(manager, q.code, 'ticket:1');
    expect(staff.e).toBe(0);
    expect(staff.d.person).toMatchObject({ name: '张三', number: '2024010101', masked: false });
    expect(staff.d.person.department).not.toBe('');
    expect(staff.d.issuedAt).toBe(T0);
    const peer = await verify(await loginAs(t.app, 'student2'), q.code, 'ticket:2');
    expect(peer.e).toBe(0);
    expect(peer.d.person).toMatchObject({ name: '张*', number: '20******01', masked: true });
  });

  it('verifies a code once per purpose: a replay for the same purpose is refused', async () => {
    at(T0 + 3);
    const q = await issue();
    expect((await verify(manager, q.code, 'venue:gym')).e).toBe(0);
    const again = await verify(manager, q.code, 'venue:gym');
    expect(again.e).toBe(E.BAD_TICKET);
    // Another scanner for the same purpose cannot reuse it either.
    expect((await verify(await loginAs(t.app, 'teacher'), q.code, 'venue:gym')).e).toBe(E.BAD_TICKET);
    expect((await verify(manager, q.code, 'venue:library')).e).toBe(0);
  });

  it('refuses a screenshot after it expired, even for a purpose never used', async () => {
    at(T0 + 4);
    const q = await issue();
    at(T0 + 4 + 120);
    expect((await verify(manager, q.code, 'fresh-purpose')).e).toBe(E.EXPIRED);
  });

  it('refuses a tampered code', async () => {
    at(T0 + 5);
    const q = await issue();
    const [prefix, payload, mac] = q.code.split('.') as [string, string, string];
    const flipped = mac.startsWith('A') ? `B${mac.slice(1)}` : `A${mac.slice(1)}`;
    expect((await verify(manager, `${prefix}.${payload}.${flipped}`)).e).toBe(E.BAD_SIGNATURE);
    // Someone else's id in a payload signed for the student.
    const other = (await issue(manager)).code.split('.')[1]!;
    expect((await verify(manager, `${prefix}.${other}.${mac}`)).e).toBe(E.BAD_SIGNATURE);
    // A different window in the payload.
    const fields = Buffer.from(payload, 'base64url').toString().split(':');
    fields[2] = String(Number(fields[2]) + 1);
    const moved = Buffer.from(fields.join(':')).toString('base64url');
    expect((await verify(manager, `${prefix}.${moved}.${mac}`)).e).toBe(E.BAD_SIGNATURE);
  });

  it('refuses a code from another site, and a scanner of another site cannot read ours', async () => {
    at(T0 + 6);
    const pku = await loginAs(t.app, 'student', { 'x-site': 'pku' });
    const theirs = await issue(pku);
    const r = await verify(manager, theirs.code);
    expect(r.e).toBe(E.FORBIDDEN);
    const ours = await issue();
    expect((await verify(pku, ours.code)).e).toBe(E.FORBIDDEN);
  });

  it('keeps the signing secret in the database, one per site, never the same', async () => {
    await issue();
    await issue(await loginAs(t.app, 'student', { 'x-site': 'pku' }));
    const rows = await t.app.platform.db.selectFrom('kv').selectAll().where('key', '=', 'center.qr_secret').execute();
    expect(rows.map((r) => r.site_id).sort()).toEqual(['demo', 'pku']);
    expect(rows[0]!.value).not.toBe(rows[1]!.value);
    expect(Buffer.from(rows[0]!.value, 'base64url').length).toBe(32);
  });

  it('needs a logged-in user on both sides and refuses malformed input naming the field', async () => {
    const anon = new Client(t.app);
    expect((await anon.get('/api/center/qrcode')).e).toBe(E.NOT_LOGGED_IN);
    const q = await issue();
    expect((await verify(anon, q.code)).e).toBe(E.NOT_LOGGED_IN);
    const bad = await verify(manager, 'not-a-code');
    expect(bad.e).toBe(E.BAD_INPUT);
    expect(bad.d).toMatchObject({ field: 'code' });
    const badPurpose = await manager.post('/api/center/qrcode/verify', { code: q.code, purpose: 'DROP TABLE' });
    expect(badPurpose.e).toBe(E.BAD_INPUT);
    expect(badPurpose.d).toMatchObject({ field: 'purpose' });
  });

  it('is accepted by another server process sharing the database', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'center-qr-'));
    const file = path.join(dir, 'portal.sqlite');
    const env = loadEnv({ DEMO: '1', LOG_LEVEL: 'silent', SCRYPT_LOG_N: '12', DATA_DIR: dir });
    // Two apps, two connections and two caches: as two processes would have.
    const one = await buildApp({ env, database: openDatabase({ sqliteFile: file }), logger: false });
    const two = await buildApp({ env, database: openDatabase({ sqliteFile: file }), logger: false });
    try {
      const code = (await (await loginAs(one, 'student')).get<Issued>('/api/center/qrcode')).d.code;
      const r = await (await loginAs(two, 'manager')).post<Verified>('/api/center/qrcode/verify', { code });
      expect(r.e).toBe(0);
      expect(r.d.person.name).toBe('张三');
    } finally {
      await one.close();
      await two.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
