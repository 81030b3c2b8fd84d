import { describe, expect, it } from 'vitest';
import { createClient } from './create-client.js';
import { fakeFetch, getItem, grabItem, ping, saveItem, upload } from './fake-fetch.test-helper.js';

const ok = (d: unknown) => ({ body: { e: 0, m: 'ok', d } });

describe('what every call sends', () => {
  it('includes credentials and the X-Requested-With header, and resolves with d', async () => {
    const f = fakeFetch(ok({ id: '7', title: 'Library' }));
    const client = createClient({ fetch: f.fetch });
    await expect(client.call(getItem, { id: '7' })).resolves.toEqual({ id: '7', title: 'Library' });
    expect(f.sent[0]?.credentials).toBe('include');
    expect(f.sent[0]?.headers['X-Requested-With']).toBe('XMLHttpRequest');
  });

  it('puts the API base before the endpoint path', async () => {
    const f = fakeFetch(ok(null), ok(null));
    await createClient({ fetch: f.fetch, base: 'https://campus.example/' }).call(getItem, { id: '1' });
    await createClient({ fetch: f.fetch, base: '/eai' }).call(getItem, { id: '1' });
    expect(f.sent.map((s) => s.url)).toEqual([
      'https://campus.example/api/demo/detail?id=1',
      '/eai/api/demo/detail?id=1',
    ]);
  });

  it('sends X-Site when the page names a site, and not otherwise', async () => {
    const f = fakeFetch(ok(null), ok(null));
    let site: string | undefined = 'pku';
    const client = createClient({ fetch: f.fetch, site: () => site });
    await client.call(getItem, { id: '1' });
    site = undefined;
    await client.call(getItem, { id: '1' });
    expect(f.sent[0]?.headers['X-Site']).toBe('pku');
    expect(f.sent[1]?.headers).not.toHaveProperty('X-Site');
  });

  it('passes the abort signal through', async () => {
    const f = fakeFetch(ok(null));
    const ctrl = new AbortController();
    await createClient({ fetch: f.fetch }).call(getItem, { id: '1' }, { signal: ctrl.signal });
    expect(f.sent[0]?.signal).toBe(ctrl.signal);
  });
});

describe('GET sends its input as query parameters', () => {
  it('encodes arrays as repeated keys and nested objects with brackets, without a body', async () => {
    const f = fakeFetch(ok(null));
    await createClient({ fetch: f.fetch }).call(getItem, {
      id: 'a b&c',
      tags: ['x', 'y'],
      filter: { state: 2, from: { y: 2024 } },
    });
    const sent = f.sent[0]!;
    expect(sent.method).toBe('GET');
    expect(sent.body).toBeUndefined();
    const url = new URL(sent.url, 'http://h');
    expect(url.pathname).toBe('/api/demo/detail');
    expect([...url.searchParams]).toEqual([
      ['id', 'a b&c'],
      ['tags', 'x'],
      ['tags', 'y'],
      ['filter[state]', '2'],
      ['filter[from][y]', '2024'],
    ]);
  });

  it('adds no question mark when there is nothing to send', async () => {
    const f = fakeFetch(ok(null));
    await createClient({ fetch: f.fetch }).call(ping, {});
    expect(f.sent[0]?.url).toBe('/api/demo/ping');
  });
});

describe('a POST whose input travels in the URL (a rush call)', () => {
  it('sends its input as query parameters and no body, as a POST with the XHR header', async () => {
    const f = fakeFetch(ok({ id: '1' }), ok({ id: '2' }));
    const client = createClient({ fetch: f.fetch });
    await client.call(grabItem, { typeId: 't 1&x' });
    await client.call(grabItem, { typeId: 't2' }, { json: true });
    for (const [i, sent] of f.sent.entries()) {
      expect(sent.method).toBe('POST');
      expect(sent.body).toBeUndefined();
      expect(sent.headers).not.toHaveProperty('Content-Type');
      expect(sent.headers['X-Requested-With']).toBe('XMLHttpRequest');
      expect(new URL(sent.url, 'http://h').searchParams.get('typeId')).toBe(i === 0 ? 't 1&x' : 't2');
    }
  });
});

describe('POST bodies', () => {
  it('are form-encoded by default, in the shape qs reads back', async () => {
    const f = fakeFetch(ok({ id: '1' }));
    await createClient({ fetch: f.fetch }).call(saveItem, {
      title: '报修 & more',
      ids: [3, 4],
      rows: [
        { a: 1, b: 'x' },
        { a: 2, b: 'y' },
      ],
      meta: { k: 'v', n: null },
      none: undefined,
      flag: false,
    });
    const sent = f.sent[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.headers['Content-Type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(typeof sent.body).toBe('string');
    expect([...new URLSearchParams(sent.body as string)]).toEqual([
      ['title', '报修 & more'],
      ['ids', '3'],
      ['ids', '4'],
      ['rows[0][a]', '1'],
      ['rows[0][b]', 'x'],
      ['rows[1][a]', '2'],
      ['rows[1][b]', 'y'],
      ['meta[k]', 'v'],
      ['meta[n]', ''],
      ['flag', 'false'],
    ]);
  });

  it('are JSON when asked', async () => {
    const f = fakeFetch(ok({ id: '1' }));
    const input = { title: 'T', rows: [{ a: 1, b: 'x' }], ids: [] };
    await createClient({ fetch: f.fetch }).call(saveItem, input, { json: true });
    expect(f.sent[0]?.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(f.sent[0]?.body as string)).toEqual(input);
  });

  it('are multipart for upload endpoints, with the boundary left to fetch', async () => {
    const f = fakeFetch(ok({ url: '/site/attach?file=all/x.png' }));
    const file = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    await createClient({ fetch: f.fetch }).call(upload, { kind: 'avatar', file });
    const body = f.sent[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('kind')).toBe('avatar');
    expect((body as FormData).get('file')).toBeInstanceOf(Blob);
    expect(f.sent[0]?.headers).not.toHaveProperty('Content-Type');
  });
});
