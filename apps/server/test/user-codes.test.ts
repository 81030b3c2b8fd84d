import { E } from '@campus/api';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { removeCodeSender, useCodeSender } from '../src/integrations/senders/index.js';
import { newId, now } from '../src/platform/util.js';
import { createTestApp, loginAs, type Client, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.app.platform.db;
const idOf = async (username: string) =>
  (await db().selectFrom('users').select('id').where('site_id', '=', 'demo').where('username', '=', username).executeTakeFirstOrThrow()).id;

/** The code as the person reads it in their message centre. */
async function codeInInbox(username: string): Promise<string> {
  const msg = await db()
    .selectFrom('messages')
    .selectAll()
    .where('user_id', '=', await idOf(username))
    .where('category', '=', 'system')
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const m = /\b(\d{6})\b/.exec(msg.body);
  if (!m) throw new Error(`no code in ${msg.body}`);
  return m[1]!;
}

/** Lets the next send through the 60-second limit, as if a minute had passed. */
const waitAMinute = () => db().updateTable('kv').set({ expires_at: now() - 1 }).where('key', 'like', 'user.code:%').execute();
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

let c: Client;
beforeEach(async () => {
  // Each test starts with fresh send limits, as if a day had passed.
  await waitAMinute();
  await db().updateTable('verification_codes').set({ at: now() - 2 * 86400 }).execute();
  c = await loginAs(t.app, 'student');
});

describe('changing the mobile number with an SMS code', () => {
  it('sends a code to the message centre and stores only its hash', async () => {
    const r = await c.post('/api/user/sms-code', { mobile: '13900001111' });
    expect(r.e).toBe(0);
    expect(r.d).toEqual({ to: '139****1111', expiresIn: 600, resendIn: 60 });
    const code = await codeInInbox('student');
    const row = await db().selectFrom('verification_codes').selectAll().where('user_id', '=', await idOf('student')).orderBy('at', 'desc').executeTakeFirstOrThrow();
    expect(row.target).toBe('13900001111');
    expect(row.code_hash).not.toContain(code);
    expect(row.expires_at - row.at).toBe(600);
  });

  it('changes the number with the right code, once', async () => {
    await c.post('/api/user/sms-code', { mobile: '13900002222' });
    const code = await codeInInbox('student');
    expect((await c.post('/api/user/edit-mobile', { mobile: '13900002222', code: wrong(code) })).e).toBe(E.BAD_CODE);
    const ok = await c.post('/api/user/edit-mobile', { mobile: '13900002222', code });
    expect(ok.e).toBe(0);
    expect(ok.d).toEqual({ mobile: '139****2222' });
    expect((await c.get('/api/user/get-info')).d).toMatchObject({ mobile: '139****2222' });
    const row = await db().selectFrom('users').select('mobile').where('id', '=', await idOf('student')).executeTakeFirstOrThrow();
    expect(row.mobile).toBe('13900002222');
    // Replay of the same code.
    const again = await c.post('/api/user/edit-mobile', { mobile: '13900002222', code });
    expect(again.e).toBe(E.BAD_CODE);
    expect(again.d).toMatchObject({ field: 'code' });
    const audit = await db().selectFrom('audit_log').select('detail').where('action', '=', 'user.edit-mobile').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.detail).not.toContain('13900002222');
  });

  it('refuses a code sent to another number', async () => {
    await c.post('/api/user/sms-code', { mobile: '13900003333' });
    const code = await codeInInbox('student');
    expect((await c.post('/api/user/edit-mobile', { mobile: '13900004444', code })).e).toBe(E.BAD_CODE);
  });

  it("refuses another user's code", async () => {
    await c.post('/api/user/sms-code', { mobile: '13900005555' });
    const code = await codeInInbox('student');
    const other = await loginAs(t.app, 'student2');
    expect((await other.post('/api/user/edit-mobile', { mobile: '13900005555', code })).e).toBe(E.BAD_CODE);
    expect((await c.post('/api/user/edit-mobile', { mobile: '13900005555', code })).e).toBe(0);
  });

  it('refuses an expired code', async () => {
    await c.post('/api/user/sms-code', { mobile: '13900006666' });
    const code = await codeInInbox('student');
    await db().updateTable('verification_codes').set({ expires_at: now() - 1 }).where('target', '=', '13900006666').execute();
    expect((await c.post('/api/user/edit-mobile', { mobile: '13900006666', code })).e).toBe(E.BAD_CODE);
  });

  it('allows five tries: the sixth fails even with the right code', async () => {
    await c.post('/api/user/sms-code', { mobile: '13900007777' });
    const code = await codeInInbox('student');
    for (let i = 0; i < 5; i++) {
      expect((await c.post('/api/user/edit-mobile', { mobile: '13900007777', code: wrong(code) })).e).toBe(E.BAD_CODE);
    }
    expect((await c.post('/api/user/edit-mobile', { mobile: '13900007777', code })).e).toBe(E.BAD_CODE);
  });

  it('a new code replaces the earlier one', async () => {
    await c.post('/api/user/sms-code', { mobile: '13900008888' });
    const first = await codeInInbox('student');
    await waitAMinute();
    await c.post('/api/user/sms-code', { mobile: '13900008888' });
    const second = await codeInInbox('student');
    if (first !== second) expect((await c.post('/api/user/edit-mobile', { mobile: '13900008888', code: first })).e).toBe(E.BAD_CODE);
    expect((await c.post('/api/user/edit-mobile', { mobile: '13900008888', code: second })).e).toBe(0);
  });

  it('lets only one of two concurrent uses of a code through', async () => {
    await c.post('/api/user/sms-code', { mobile: '13900009999' });
    const code = await codeInInbox('student');
    const rs = await Promise.all([0, 1, 2].map(() => c.post('/api/user/edit-mobile', { mobile: '13900009999', code })));
    expect(rs.map((r) => r.e).sort()).toEqual([0, E.BAD_CODE, E.BAD_CODE]);
  });

  it('refuses bad input naming the field', async () => {
    for (const [url, body, field] of [
      ['/api/user/sms-code', { mobile: '12345' }, 'mobile'],
      ['/api/user/sms-code', {}, 'mobile'],
      ['/api/user/email-code', { email: 'not-mail' }, 'email'],
      ['/api/user/edit-mobile', { mobile: '13900001111', code: '12ab56' }, 'code'],
      ['/api/user/edit-email', { email: 'a@b.cn', code: '1234567' }, 'code'],
    ] as const) {
      const r = await c.post(url, body);
      expect(r.e, `${url} ${JSON.stringify(body)}`).toBe(E.BAD_INPUT);
      expect((r.d as { field: string }).field).toBe(field);
    }
  });
});

describe('one number per account', () => {
  it("refuses a number another account of the site uses, when sending and when changing", async () => {
    await db().updateTable('users').set({ mobile: '13600001111' }).where('id', '=', await idOf('leader')).execute();
    const r = await c.post('/api/user/sms-code', { mobile: '13600001111' });
    expect(r.e).toBe(E.ALREADY_TAKEN);
    expect(r.d).toMatchObject({ field: 'mobile' });
    // Taken between the code and the change: the change is refused.
    await c.post('/api/user/sms-code', { mobile: '13600002222' });
    const code = await codeInInbox('student');
    await db().updateTable('users').set({ mobile: '13600002222' }).where('id', '=', await idOf('leader')).execute();
    expect((await c.post('/api/user/edit-mobile', { mobile: '13600002222', code })).e).toBe(E.ALREADY_TAKEN);
  });
});

describe('send limits', () => {
  it('sends at most one code per minute per user and channel, even when asked concurrently', async () => {
    const rs = await Promise.all([0, 1, 2].map(() => c.post('/api/user/sms-code', { mobile: '13700001111' })));
    expect(rs.map((r) => r.e).sort()).toEqual([0, E.TOO_MANY_REQUESTS, E.TOO_MANY_REQUESTS]);
    expect(rs.find((r) => r.e !== 0)?.status).toBe(429);
    // The other channel has its own limit.
    expect((await c.post('/api/user/email-code', { email: 'zs@example.edu' })).e).toBe(0);
  });

  it('sends at most ten codes a day', async () => {
    const userId = await idOf('student2');
    const t0 = now() - 3600;
    await db()
      .insertInto('verification_codes')
      .values(Array.from({ length: 10 }, (_, i) => ({
        id: newId(), site_id: 'demo', user_id: userId, channel: 'email', target: `x${i}@example.edu`, code_hash: 'x', attempts: 0, expires_at: t0 + 600, used_at: t0, at: t0 + i,
      })))
      .execute();
    const other = await loginAs(t.app, 'student2');
    expect((await other.post('/api/user/email-code', { email: 'ls@example.edu' })).e).toBe(E.TOO_MANY_REQUESTS);
    expect((await other.post('/api/user/sms-code', { mobile: '13700002222' })).e).toBe(0);
  });
});

describe('changing the e-mail address', () => {
  it('works with the e-mail code and refuses the current address', async () => {
    const teacher = await loginAs(t.app, 'teacher');
    const r = await teacher.post('/api/user/email-code', { email: 'Wang.Laoshi@Example.edu' });
    expect(r.d).toMatchObject({ to: 'w***i@example.edu' });
    const code = await codeInInbox('teacher');
    const ok = await teacher.post('/api/user/edit-email', { email: 'wang.laoshi@example.edu', code });
    expect(ok.e).toBe(0);
    expect((await teacher.get('/api/user/get-info')).d).toMatchObject({ email: 'w***i@example.edu' });
    const again = await teacher.post('/api/user/email-code', { email: 'wang.laoshi@example.edu' });
    expect(again.e).toBe(E.BAD_INPUT);
    expect(again.d).toMatchObject({ field: 'email' });
  });
});

describe('a real sender adapter', () => {
  it('delivers instead of the message centre; a refused delivery leaves no code and no wait', async () => {
    const delivered: { to: string; code: string }[] = [];
    let refuse = true;
    useCodeSender({
      channel: 'email',
      async send(to, code) {
        if (refuse) throw new Error('mail server said no');
        delivered.push({ to, code });
      },
    });
    try {
      const inboxBefore = await db().selectFrom('messages').select('id').where('user_id', '=', await idOf('student')).execute();
      const failed = await c.post('/api/user/email-code', { email: 'zs2@example.edu' });
      expect(failed.e).toBe(E.SYSTEM);
      expect(failed.m).not.toContain('mail server');
      refuse = false;
      expect((await c.post('/api/user/email-code', { email: 'zs2@example.edu' })).e).toBe(0);
      expect(delivered).toHaveLength(1);
      expect(delivered[0]!.to).toBe('zs2@example.edu');
      const inboxAfter = await db().selectFrom('messages').select('id').where('user_id', '=', await idOf('student')).execute();
      expect(inboxAfter).toHaveLength(inboxBefore.length);
      expect((await c.post('/api/user/edit-email', { email: 'zs2@example.edu', code: delivered[0]!.code })).e).toBe(0);
    } finally {
      removeCodeSender('email');
    }
  });
});
