/**
 * A POST that takes its input in the URL (contract `urlInput`: the grab, the seat hold): the
 * query string is validated as a body is, a form or JSON body (a page loaded before the move)
 * still works, and refusals name the field.
 */
import { E } from '@campus/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, loginAs, type TestApp } from './helpers.js';
import { counters, createEvent, eventBody, makeUsers } from './ticket-fixtures.js';

let t: TestApp;
let manager: Client;
beforeAll(async () => {
  t = await createTestApp();
  manager = await loginAs(t.app, 'manager');
});
afterAll(() => t.close());

const grab = (c: Client, query: Record<string, string>, body?: { payload: string; type: string }) =>
  c.raw({
    method: 'POST',
    url: '/api/ticket/enroll',
    query,
    ...(body ? { payload: body.payload, headers: { 'content-type': body.type } } : {}),
  });

describe('the grab takes its input in the URL', () => {
  it('issues a ticket from the query string alone, with no body', async () => {
    const { typeIds } = await createEvent(manager, eventBody({ types: [{ quota: 2 }] }));
    const [u] = await makeUsers(t.app, 1, 'url');
    const res = await grab(u!.client, { typeId: typeIds[0]! });
    expect(res.statusCode).toBe(200);
    const env = res.json() as { e: number; d: { kind: string; typeId: string } };
    expect(env.e).toBe(E.OK);
    expect(env.d).toMatchObject({ kind: 'ticket', typeId: typeIds[0] });
    expect(await counters(t.app, typeIds[0]!)).toMatchObject({ issued: 1, remaining: 1 });
  });

  it('still takes a form or a JSON body, as a page loaded before the change sends it', async () => {
    const { typeIds } = await createEvent(manager, eventBody({ types: [{ quota: 5 }] }));
    const typeId = typeIds[0]!;
    const [a, b] = await makeUsers(t.app, 2, 'old');
    const form = await grab(a!.client, {}, { payload: `typeId=${typeId}`, type: 'application/x-www-form-urlencoded' });
    const json = await grab(b!.client, {}, { payload: JSON.stringify({ typeId }), type: 'application/json' });
    expect([form.json().e, json.json().e]).toEqual([E.OK, E.OK]);
    expect(await counters(t.app, typeId)).toMatchObject({ issued: 2, remaining: 3 });
  });

  it('refuses a missing or malformed id with the field named, and sells nothing', async () => {
    const { typeIds } = await createEvent(manager, eventBody({ types: [{ quota: 1 }] }));
    const [u] = await makeUsers(t.app, 1, 'bad');
    const queries: Record<string, string>[] = [{}, { typeId: 'x'.repeat(65) }, { typeId: `${typeIds[0]}\u0000` }];
    for (const query of queries) {
      const res = await grab(u!.client, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      const env = res.json() as { e: number; m: string; d: { field: string } };
      expect(env.e).toBe(E.BAD_INPUT);
      expect(env.d.field).toBe('typeId');
      expect(env.m).toMatch(/^typeId: /);
    }
    // A body cannot smuggle a bad id past the URL's check either.
    const res = await grab(u!.client, {}, { payload: 'typeId=', type: 'application/x-www-form-urlencoded' });
    expect((res.json() as { d: { field: string } }).d.field).toBe('typeId');
    expect(await counters(t.app, typeIds[0]!)).toMatchObject({ issued: 0, remaining: 1 });
  });

  it('asks who is calling before it reads the input, and keeps the CSRF rule', async () => {
    const { typeIds } = await createEvent(manager, eventBody({ types: [{ quota: 1 }] }));
    const [u] = await makeUsers(t.app, 1, 'csrf');
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/ticket/enroll', query: {}, headers: { 'x-requested-with': 'XMLHttpRequest' } });
    expect(anonymous.json().e).toBe(E.NOT_LOGGED_IN);
    const forged = await t.app.inject({ method: 'POST', url: '/api/ticket/enroll', query: { typeId: typeIds[0]! }, headers: { cookie: u!.client.cookie } });
    expect(forged.json().e).toBe(E.CSRF);
    expect(await counters(t.app, typeIds[0]!)).toMatchObject({ issued: 0, remaining: 1 });
  });

  it('is described with query parameters in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, { post?: { parameters?: { name: string; in: string }[]; requestBody?: unknown } }>;
    };
    const op = doc.paths['/api/ticket/enroll']!.post!;
    expect(op.parameters).toEqual([expect.objectContaining({ name: 'typeId', in: 'query' })]);
    expect(op.requestBody).toBeUndefined();
  });
});
