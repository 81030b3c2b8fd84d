import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, loginAs, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEMO_CONTENT: '1' });
});
afterAll(() => t.close());

describe('a fresh demo install', () => {
  it('has public news anyone can read and the school history page for its people', async () => {
    const c = new Client(t.app);
    const news = await c.get<{ list: { title: string }[] }>('/api/content/list', { kind: 'news' });
    expect(news.e).toBe(0);
    expect(news.d.list.length).toBeGreaterThanOrEqual(2);
    const student = await loginAs(t.app, 'student');
    const page = await student.get<{ title: string; body: string }>('/api/content/detail', { kind: 'page', slug: 'schoolHistory' });
    expect(page.d.title).toBe('校史沿革');
    expect(page.d.body).toContain('<h2>');
  });
});
