/**
 * Sends generated inputs to every operation of /api/openapi.json — as nobody, as a student and
 * as the administrator — and fails on any 5xx or any answer that is not a `{ e, m, d }` envelope.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, loginAs, type TestApp } from './helpers.js';

interface Operation {
  method: 'get' | 'post';
  path: string;
  props: string[];
  /** Takes its input in the query string (a GET, or a POST of a rush). */
  query: boolean;
}

let t: TestApp;
let ops: Operation[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: { properties?: object } }> }; parameters?: { name: string }[] }>>;
  };
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (method !== 'get' && method !== 'post') continue;
      const body = Object.values(op.requestBody?.content ?? {})[0]?.schema?.properties ?? {};
      const props = [...Object.keys(body), ...(op.parameters ?? []).map((p) => p.name)];
      ops.push({ method, path, props, query: (op.parameters ?? []).length > 0 });
    }
  }
  ops = ops.sort((a, b) => a.path.localeCompare(b.path));
});
afterAll(() => t.close());

const scalar = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('', ' ', '0', '-1', '1e309', 'NaN', 'true', '%', '%00', '../../etc/passwd', '<script>alert(1)</script>', "' or 1=1 --", '\u0000', 'a'.repeat(5000)),
);
const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 4 }), fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }));

function inputFor(props: string[]) {
  const keys = fc.constantFrom(...props, '__proto__', 'constructor', 'x');
  return fc.dictionary(props.length ? fc.oneof(keys, fc.string({ maxLength: 10 })) : fc.string({ maxLength: 10 }), value, { maxKeys: 6 });
}

type Encoding = 'json' | 'form' | 'text' | 'multipart-bogus' | 'query';

function encode(input: Record<string, unknown>, enc: Encoding): { payload: string; headers: Record<string, string> } {
  switch (enc) {
    case 'json':
      return { payload: JSON.stringify(input), headers: { 'content-type': 'application/json' } };
    case 'form': {
      const parts = Object.entries(input).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`);
      return { payload: parts.join('&'), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    }
    case 'text':
      return { payload: JSON.stringify(input).slice(0, -1), headers: { 'content-type': 'application/json' } };
    case 'multipart-bogus':
      return { payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc', headers: { 'content-type': 'multipart/form-data; boundary=x' } };
    case 'query':
      return { payload: '', headers: {} };
  }
}

const queryOf = (input: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(input).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));

function assertEnvelope(op: Operation, res: LightMyRequestResponse): void {
  const where = `${op.method.toUpperCase()} ${op.path} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect(res.statusCode, where).toBeLessThan(500);
  const type = String(res.headers['content-type'] ?? '');
  // Raw endpoints may redirect or send a file; any JSON answer, and every refusal, is an envelope.
  if (res.statusCode >= 300 && res.statusCode < 400) return;
  if (type.includes('json') || res.statusCode >= 400) {
    const body = JSON.parse(res.body) as Record<string, unknown>;
    expect(typeof body.e, where).toBe('number');
    expect(typeof body.m, where).toBe('string');
    expect('d' in body, where).toBe(true);
    expect(res.body, where).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/);
  }
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it('lists the operations', () => {
    expect(ops.length).toBeGreaterThan(3);
  });

  for (const who of ['anonymous', 'student', 'admin'] as const) {
    it(`never answers 5xx or a non-envelope (${who})`, async () => {
      for (const op of ops) {
        const client = who === 'anonymous' ? new Client(t.app) : await loginAs(t.app, who);
        await fc.assert(
          fc.asyncProperty(inputFor(op.props), fc.constantFrom<Encoding>('json', 'form', 'text', 'multipart-bogus', ...(op.query ? (['query'] as const) : [])), async (input, enc) => {
            const res =
              op.method === 'get'
                ? await client.raw({ method: 'GET', url: op.path, query: queryOf(input) })
                : enc === 'query'
                  ? await client.raw({ method: 'POST', url: op.path, query: queryOf(input) })
                  : await client.raw({ method: 'POST', url: op.path, ...encode(input, enc) });
            assertEnvelope(op, res);
            // Some operations end the session (logout, switch): keep acting as the same role.
            if (who !== 'anonymous' && res.statusCode === 401) Object.assign(client, { cookie: (await loginAs(t.app, who)).cookie });
          }),
          { numRuns: 25, seed: 20261122 },
        );
      }
    }, 240_000);
  }
});
