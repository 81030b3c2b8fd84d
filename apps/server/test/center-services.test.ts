/** Service-hall favourites: each user's own ordered list, validated, per site. */
import { E } from '@campus/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, loginAs, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('pinned services', () => {
  it('starts empty and keeps the order the user saved', async () => {
    const c = await loginAs(t.app, 'student');
    expect((await c.get('/api/center/services')).d).toEqual({ keys: [] });
    const keys = ['repair', 'news', 'center/qrcode'];
    expect((await c.post('/api/center/services/save', { keys })).d).toEqual({ keys });
    expect((await c.get('/api/center/services')).d).toEqual({ keys });
    expect((await c.post('/api/center/services/save', { keys: ['news'] })).d).toEqual({ keys: ['news'] });
    expect((await c.get('/api/center/services')).d).toEqual({ keys: ['news'] });
  });

  it('takes form bodies too, and no keys clears the list', async () => {
    const c = await loginAs(t.app, 'teacher');
    expect((await c.postForm('/api/center/services/save', 'keys=ticket&keys=seat')).d).toEqual({ keys: ['ticket', 'seat'] });
    expect((await c.postForm('/api/center/services/save', 'keys=library')).d).toEqual({ keys: ['library'] });
    expect((await c.post('/api/center/services/save', { keys: [] })).d).toEqual({ keys: [] });
    expect((await c.get('/api/center/services')).d).toEqual({ keys: [] });
  });

  it('is each user’s own and stays on its site', async () => {
    const a = await loginAs(t.app, 'student2');
    await a.post('/api/center/services/save', { keys: ['vote'] });
    expect((await (await loginAs(t.app, 'counselor')).get('/api/center/services')).d).toEqual({ keys: [] });
    // The pku account named `student` is another person.
    const pku = await loginAs(t.app, 'student', { 'x-site': 'pku' });
    expect((await pku.get('/api/center/services')).d).toEqual({ keys: [] });
  });

  it('refuses bad keys, duplicates and more than 50, naming the field', async () => {
    const c = await loginAs(t.app, 'manager');
    await c.post('/api/center/services/save', { keys: ['news'] });
    for (const keys of [['../etc'], ['a b'], ['x'.repeat(65)], ['news', 'news'], Array.from({ length: 51 }, (_, i) => `m${i}`), 'news;drop']) {
      const r = await c.post('/api/center/services/save', { keys });
      expect(r.e, JSON.stringify(keys).slice(0, 40)).toBe(E.BAD_INPUT);
      expect((r.d as { field: string }).field).toMatch(/^keys/);
    }
    expect((await c.get('/api/center/services')).d).toEqual({ keys: ['news'] });
    expect((await c.post('/api/center/services/save', { keys: Array.from({ length: 50 }, (_, i) => `m${i}`) })).e).toBe(0);
  });

  it('needs a login', async () => {
    expect((await new Client(t.app).get('/api/center/services')).e).toBe(E.NOT_LOGGED_IN);
    expect((await new Client(t.app).post('/api/center/services/save', { keys: ['news'] })).e).toBe(E.NOT_LOGGED_IN);
  });
});
