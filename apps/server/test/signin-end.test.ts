/**
 * Ending a sign-in early (qrcodebuild's 结束签到): only its organiser or a signin.manage holder
 * may, nobody signs after it, a second end is refused, and the code screen shows the new window.
 */
import { E, type SigninCode } from '@campus/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { now } from '../src/platform/util.js';
import { createTestApp, loginAs, type Client, type TestApp } from './helpers.js';
import { codeOf, createSignin } from './signin-fixtures.js';

let t: TestApp;
let counselor: Client;
let manager: Client;
let teacher: Client;
let student: Client;
beforeAll(async () => {
  t = await createTestApp();
  counselor = await loginAs(t.app, 'counselor');
  manager = await loginAs(t.app, 'manager');
  teacher = await loginAs(t.app, 'teacher');
  student = await loginAs(t.app, 'student');
});
afterAll(() => t.close());

const end = (c: Client, id: string) => c.post<{ endsAt: number }>('/api/signin/end', { id });

describe('ending a sign-in early', () => {
  it('is refused to an attendee and to a teacher without signin.manage, and names a missing one', async () => {
    const id = await createSignin(counselor);
    expect((await end(student, id)).e).toBe(E.FORBIDDEN);
    expect((await end(teacher, id)).e).toBe(E.FORBIDDEN);
    expect((await end(counselor, 'nope')).e).toBe(E.NOT_FOUND);
    expect((await codeOf(counselor, id)).phase).toBe('open');
  });

  it('lets the organiser end it: the code screen shows it ended, signing is refused, a second end too', async () => {
    const id = await createSignin(counselor, { place: '教学楼 A101' });
    const { code } = await codeOf(counselor, id);
    const r = await end(counselor, id);
    expect(r.e).toBe(E.OK);
    expect(r.d.endsAt).toBeLessThan(now());
    const shown: SigninCode = await codeOf(counselor, id);
    expect(shown).toMatchObject({ phase: 'ended', place: '教学楼 A101', endsAt: r.d.endsAt });
    expect((await student.post('/api/signin/sign', { id, code })).e).toBe(E.ENDED);
    expect((await end(counselor, id)).e).toBe(E.ENDED);
  });

  it('lets a sign-in manager end someone else’s, and cancels one not started yet', async () => {
    const id = await createSignin(counselor, { startsAt: now() + 600, endsAt: now() + 1200 });
    expect((await end(manager, id)).e).toBe(E.OK);
    const shown = await codeOf(counselor, id);
    expect(shown.phase).toBe('ended');
    expect(shown.startsAt).toBeLessThanOrEqual(shown.endsAt);
  });
});
