import { E } from '@campus/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, loginAs, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('login and the spec top-level calls', () => {
  it('answers 10013 with a login url when not logged in', async () => {
    const r = await new Client(t.app).get('/api/getAllAuth');
    expect(r.status).toBe(401);
    expect(r.e).toBe(E.NOT_LOGGED_IN);
    expect(r.d).toEqual({ login_url: '/site/center/login' });
  });

  it('logs in, returns the name and an empty map for a student', async () => {
    const c = await loginAs(t.app, 'student');
    expect((await c.get('/api/getUserName')).d).toMatchObject({ name: '张三' });
    expect((await c.get('/api/getAllAuth')).d).toEqual({});
  });

  it('gives the manager a non-empty permission map (an administrator per the spec)', async () => {
    const c = await loginAs(t.app, 'manager');
    const r = await c.get<Record<string, { module: string[] }>>('/api/getAllAuth');
    expect(r.d.ticket?.module).toContain('check');
  });

  it('refuses a wrong password without saying whether the account exists', async () => {
    const c = new Client(t.app);
    const a = await c.post('/api/auth/login', { username: 'teacher', password: 'nope' });
    const b = await c.post('/api/auth/login', { username: 'nobody-here', password: 'nope' });
    expect(a.e).toBe(E.BAD_CREDENTIALS);
    expect(b.e).toBe(E.BAD_CREDENTIALS);
    expect(a.m).toBe(b.m);
  });

  it('logs out with e 0 and the session stops working', async () => {
    const c = await loginAs(t.app, 'teacher');
    const cookie = c.cookie;
    const r = await c.get('/api/logout');
    expect(r.e).toBe(0);
    c.cookie = cookie; // replaying the old cookie
    expect((await c.get('/api/getUserName')).e).toBe(E.NOT_LOGGED_IN);
  });
});
