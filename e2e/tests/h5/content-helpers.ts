/** Data for the content and message-centre tests, made through the API as the manager would. */
import { expect, type APIRequestContext, type APIResponse, type Browser, type BrowserContext } from '@playwright/test';
import { PASSWORD } from './helpers';

export const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

interface Envelope<T> {
  e: number;
  m: string;
  d: T;
}

export async function ok<T>(res: Promise<APIResponse>): Promise<T> {
  const body = (await (await res).json()) as Envelope<T>;
  expect(body.e, body.m).toBe(0);
  return body.d;
}

export async function apiContext(browser: Browser, username: string): Promise<BrowserContext> {
  const ctx = await browser.newContext();
  await ok(ctx.request.post('/api/auth/login', { headers: XHR, data: { username, password: PASSWORD } }));
  return ctx;
}

export async function myId(request: APIRequestContext): Promise<string> {
  const d = await ok<{ user: { id: string } | null }>(request.get('/api/auth/me'));
  expect(d.user).toBeTruthy();
  return d.user!.id;
}

/** Creates an item as the manager and publishes it now. */
export async function publish(
  request: APIRequestContext,
  item: {
    kind: string;
    title: string;
    body: string;
    summary?: string;
    audience: Record<string, unknown>;
    required?: boolean;
  },
): Promise<string> {
  const created = await ok<{ id: string }>(request.post('/api/content/create', { headers: XHR, data: item }));
  await ok(request.post('/api/content/publish', { headers: XHR, data: { id: created.id } }));
  return created.id;
}

export async function send(
  request: APIRequestContext,
  msg: { title: string; body?: string; link?: string; audience: Record<string, unknown> },
) {
  return ok<{ batchId: string; recipients: number }>(request.post('/api/message/send', { headers: XHR, data: msg }));
}

export async function readAll(request: APIRequestContext): Promise<void> {
  await ok(request.post('/api/message/read-all', { headers: XHR, data: {} }));
}
