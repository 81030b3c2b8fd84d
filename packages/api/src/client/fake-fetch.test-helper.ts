/** A scripted `fetch` for the client tests: records each request and answers from a queue. */
import { z } from 'zod';
import { access, endpoint } from '../contract/define.js';
import type { ClientHandlers } from './types.js';
import { vi, type Mock } from 'vitest';

export interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: BodyInit | null | undefined;
  credentials: RequestCredentials | undefined;
  signal: AbortSignal | null | undefined;
}

export type Answer = { body: unknown; status?: number; raw?: boolean } | { error: unknown };

export function fakeFetch(...answers: Answer[]): { fetch: typeof fetch; sent: Sent[] } {
  const sent: Sent[] = [];
  const impl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    sent.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string> | undefined) },
      body: init?.body,
      credentials: init?.credentials,
      signal: init?.signal,
    });
    const answer = answers.shift() ?? { body: { e: 0, m: 'ok', d: null } };
    if ('error' in answer) throw answer.error;
    const text = answer.raw ? String(answer.body) : JSON.stringify(answer.body);
    return new Response(text, {
      status: answer.status ?? 200,
      headers: { 'Content-Type': answer.raw ? 'text/html' : 'application/json' },
    });
  };
  return { fetch: impl as typeof fetch, sent };
}

export type HandlerMocks = { [K in keyof ClientHandlers]: Mock<ClientHandlers[K]> };

export function handlerMocks(): HandlerMocks {
  return {
    notLoggedIn: vi.fn<ClientHandlers['notLoggedIn']>(),
    systemError: vi.fn<ClientHandlers['systemError']>(),
    networkError: vi.fn<ClientHandlers['networkError']>(),
    noData: vi.fn<ClientHandlers['noData']>(),
    loading: vi.fn<ClientHandlers['loading']>(),
    logError: vi.fn<ClientHandlers['logError']>(),
  };
}

export const getItem = endpoint({
  name: 'demo.detail',
  method: 'GET',
  path: '/api/demo/detail',
  summary: 'test',
  access: access.user,
  input: z.object({
    id: z.string(),
    tags: z.array(z.string()).optional(),
    filter: z.record(z.string(), z.unknown()).optional(),
  }),
  output: z.object({ id: z.string(), title: z.string() }).nullable(),
});

export const grabItem = endpoint({
  name: 'demo.grab',
  method: 'POST',
  path: '/api/demo/grab',
  summary: 'test',
  access: access.user,
  urlInput: true,
  input: z.object({ typeId: z.string() }),
  output: z.object({ id: z.string() }),
});

export const saveItem = endpoint({
  name: 'demo.save',
  method: 'POST',
  path: '/api/demo/save',
  summary: 'test',
  access: access.user,
  input: z.object({
    title: z.string(),
    password: z.string().optional(),
    ids: z.array(z.number()).optional(),
    rows: z.array(z.object({ a: z.number(), b: z.string() })).optional(),
    meta: z.object({ k: z.string(), n: z.null() }).optional(),
    none: z.string().optional(),
    flag: z.boolean().optional(),
  }),
  output: z.object({ id: z.string() }),
});

export const upload = endpoint({
  name: 'demo.upload',
  method: 'POST',
  path: '/api/demo/upload',
  summary: 'test',
  access: access.user,
  multipart: true,
  input: z.object({ kind: z.string(), file: z.instanceof(Blob) }),
  output: z.object({ url: z.string() }),
});

export const ping = endpoint({
  name: 'demo.ping',
  method: 'GET',
  path: '/api/demo/ping',
  summary: 'test',
  access: access.public,
  input: z.object({}),
  output: z.object({ pong: z.boolean() }),
});
