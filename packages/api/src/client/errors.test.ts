import { describe, expect, it, vi } from 'vitest';
import { ApiError, CLIENT_E } from './api-error.js';
import { createClient } from './create-client.js';
import { fakeFetch, getItem, handlerMocks, saveItem } from './fake-fetch.test-helper.js';

const HERE = 'https://portal.example/site/ticket/detail?id=9#top';
const notLoggedIn = { body: { e: 10013, m: '未登录', d: { login_url: '/pku/site/center/login' } }, status: 401 };

function setup(...answers: Parameters<typeof fakeFetch>) {
  const f = fakeFetch(...answers);
  const h = handlerMocks();
  const client = createClient({ fetch: f.fetch, handlers: h, currentUrl: () => HERE });
  return { client, h, sent: f.sent };
}

async function rejection(p: Promise<unknown>): Promise<ApiError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

describe('10013 not logged in', () => {
  it('redirects to d.login_url with redirect_url = the current address (default mode)', async () => {
    const { client, h } = setup(notLoggedIn);
    const err = await rejection(client.call(getItem, { id: '9' }));
    expect(err).toMatchObject({ e: 10013, m: '未登录', handled: true });
    expect(h.notLoggedIn).toHaveBeenCalledTimes(1);
    const [info, mode] = h.notLoggedIn.mock.calls[0]!;
    expect(mode).toBe('redirect');
    expect(info.m).toBe('未登录');
    const url = new URL(info.loginUrl, 'https://portal.example');
    expect(url.pathname).toBe('/pku/site/center/login');
    expect(url.searchParams.get('redirect_url')).toBe(HERE);
    expect(info.loginUrl.startsWith('/pku/site/center/login?redirect_url=')).toBe(true);
  });

  it('alerts with m, then redirects, in alert mode', async () => {
    const { client, h } = setup(notLoggedIn);
    await rejection(client.call(getItem, { id: '9' }, { notLoggedIn: 'alert' }));
    expect(h.notLoggedIn.mock.calls[0]?.[1]).toBe('alert');
    expect(h.notLoggedIn.mock.calls[0]?.[0].m).toBe('未登录');
  });

  it('runs the callback instead, in callback mode', async () => {
    const { client, h } = setup(notLoggedIn);
    const onNotLoggedIn = vi.fn();
    const err = await rejection(client.call(getItem, { id: '9' }, { notLoggedIn: 'callback', onNotLoggedIn }));
    expect(onNotLoggedIn).toHaveBeenCalledTimes(1);
    expect(h.notLoggedIn).not.toHaveBeenCalled();
    expect(err.e).toBe(10013);
  });

  it('keeps the login URL query and replaces an old redirect_url', async () => {
    const { client, h } = setup({
      body: { e: 10013, m: '', d: { login_url: 'https://cas.example/login?service=x&redirect_url=old' } },
    });
    await rejection(client.call(getItem, { id: '9' }));
    const url = new URL(h.notLoggedIn.mock.calls[0]![0].loginUrl);
    expect(url.searchParams.get('service')).toBe('x');
    expect(url.searchParams.getAll('redirect_url')).toEqual([HERE]);
    // An empty m falls back to the catalogue text.
    expect(h.notLoggedIn.mock.calls[0]![0].m).toBe('未登录');
  });

  it('falls back to the default login page when the answer names none', async () => {
    const { client, h } = setup({ body: { e: 10013, m: '未登录', d: null } });
    await rejection(client.call(getItem, { id: '9' }));
    expect(h.notLoggedIn.mock.calls[0]![0].loginUrl.startsWith('/site/center/login?redirect_url=')).toBe(true);
  });
});

describe('数据异常 in location error mode', () => {
  it('shows the no-data view with the answer message when the call fails', async () => {
    const { client, h } = setup({ body: { e: 10004, m: '活动不存在', d: null } });
    const err = await rejection(client.call(getItem, { id: '9' }, { location: true }));
    expect(h.noData).toHaveBeenCalledWith('活动不存在');
    expect(err).toMatchObject({ e: 10004, m: '活动不存在', handled: true });
  });

  it('shows 数据异常 when the answer carries no data', async () => {
    const { client, h } = setup({ body: { e: 0, m: 'ok', d: null } });
    await rejection(client.call(getItem, { id: '9' }, { location: true }));
    expect(h.noData).toHaveBeenCalledWith('数据异常');
  });

  it('leaves the page alone outside location mode', async () => {
    const { client, h } = setup({ body: { e: 0, m: 'ok', d: null } }, { body: { e: 30001, m: '已抢光', d: null } });
    await expect(client.call(getItem, { id: '9' })).resolves.toBeNull();
    const err = await rejection(client.call(getItem, { id: '9' }));
    expect(err).toMatchObject({ e: 30001, m: '已抢光', handled: false });
    expect(h.noData).not.toHaveBeenCalled();
    expect(h.systemError).not.toHaveBeenCalled();
  });
});

describe('系统异常 when an answer cannot be handled', () => {
  it('logs the error, then shows a 1.5 s pop-up by default, for a non-JSON answer', async () => {
    const { client, h } = setup({ body: '<html>502 Bad Gateway</html>', raw: true, status: 502 });
    const err = await rejection(client.call(saveItem, { title: 't', password: 'secret-pw' }));
    expect(err).toMatchObject({ e: 10000, m: '系统异常', handled: true });
    expect(h.logError).toHaveBeenCalledTimes(1);
    const payload = h.logError.mock.calls[0]![0];
    expect(payload.return_data).toBe('<html>502 Bad Gateway</html>');
    expect(payload.err_message).toMatch(/SyntaxError/);
    expect(JSON.parse(payload.vue_data)).toMatchObject({ endpoint: 'demo.save', path: '/api/demo/save', status: 502 });
    expect(payload.vue_data).not.toContain('secret-pw');
    expect(h.systemError).toHaveBeenCalledWith('popup', '系统异常');
    expect(h.logError.mock.invocationCallOrder[0]!).toBeLessThan(h.systemError.mock.invocationCallOrder[0]!);
  });

  it('shows the full page in page mode', async () => {
    const { client, h } = setup({ body: 'not json', raw: true });
    await rejection(client.call(getItem, { id: '1' }, { errorMode: 'page' }));
    expect(h.systemError).toHaveBeenCalledWith('page', '系统异常');
  });

  it('treats JSON that is not an envelope as a handling exception', async () => {
    const { client, h } = setup({ body: { ok: true } }, { body: [1, 2] }, { body: { e: '0', d: {} } });
    for (let i = 0; i < 3; i++) await rejection(client.call(getItem, { id: '1' }));
    expect(h.logError).toHaveBeenCalledTimes(3);
    expect(h.systemError).toHaveBeenCalledTimes(3);
  });

  it('treats a failing handler as a handling exception too', async () => {
    const { client, h } = setup(notLoggedIn);
    h.notLoggedIn.mockImplementation(() => {
      throw new TypeError('router not ready');
    });
    const err = await rejection(client.call(getItem, { id: '1' }));
    expect(err.e).toBe(10000);
    expect(h.logError.mock.calls[0]![0].err_message).toBe('TypeError: router not ready');
    expect(h.systemError).toHaveBeenCalledWith('popup', '系统异常');
  });

  it('still shows 系统异常 when the logger itself fails', async () => {
    const { client, h } = setup({ body: 'oops', raw: true });
    h.logError.mockImplementation(() => {
      throw new Error('log down');
    });
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const err = await rejection(client.call(getItem, { id: '1' }));
    spy.mockRestore();
    expect(err.e).toBe(10000);
    expect(h.systemError).toHaveBeenCalledTimes(1);
  });

  it('shows the server system error (e 10000) the same way, without logging it again', async () => {
    const { client, h } = setup({ body: { e: 10000, m: '系统异常', d: null }, status: 500 });
    await rejection(client.call(getItem, { id: '1' }, { errorMode: 'page' }));
    expect(h.systemError).toHaveBeenCalledWith('page', '系统异常');
    expect(h.logError).not.toHaveBeenCalled();
  });
});

describe('network failures', () => {
  it('invoke the network-error callback and reject with the network code', async () => {
    const cause = new TypeError('Failed to fetch');
    const { client, h } = setup({ error: cause });
    const err = await rejection(client.call(getItem, { id: '1' }));
    expect(h.networkError).toHaveBeenCalledWith(cause);
    expect(err).toMatchObject({ e: CLIENT_E.NETWORK, m: '网络错误', d: cause, handled: true });
    expect(h.systemError).not.toHaveBeenCalled();
  });

  it('are not reported when the caller aborted the request', async () => {
    const ctrl = new AbortController();
    ctrl.abort();
    const abortErr = new DOMException('aborted', 'AbortError');
    const { client, h } = setup({ error: abortErr });
    await expect(client.call(getItem, { id: '1' }, { signal: ctrl.signal })).rejects.toBe(abortErr);
    expect(h.networkError).not.toHaveBeenCalled();
  });
});

describe('silent calls (site info, share, log)', () => {
  it('run no handler on any failure, but still reject', async () => {
    const { client, h } = setup(
      { error: new TypeError('offline') },
      { body: 'nope', raw: true },
      notLoggedIn,
      { body: { e: 10000, m: '系统异常', d: null } },
      { body: { e: 0, m: 'ok', d: null } },
    );
    const opts = { silent: true, location: true } as const;
    expect((await rejection(client.call(getItem, { id: '1' }, opts))).e).toBe(CLIENT_E.NETWORK);
    expect((await rejection(client.call(getItem, { id: '1' }, opts))).e).toBe(10000);
    expect((await rejection(client.call(getItem, { id: '1' }, opts))).e).toBe(10013);
    expect((await rejection(client.call(getItem, { id: '1' }, opts))).handled).toBe(false);
    expect((await rejection(client.call(getItem, { id: '1' }, opts))).handled).toBe(false);
    for (const fn of Object.values(h)) expect(fn).not.toHaveBeenCalled();
  });
});

describe('messages follow the language', () => {
  it('translates the texts the client makes and the catalogue messages, but not specific ones', async () => {
    const f = fakeFetch(
      { body: { e: 0, m: 'ok', d: null } },
      { body: { e: 10013, m: '未登录', d: null } },
      { body: { e: 10004, m: 'Activity 12 is gone', d: null } },
    );
    const h = handlerMocks();
    const en: Record<string, string> = { 'common.dataError': 'Data error', 'errors.10013': 'Not logged in' };
    const client = createClient({
      fetch: f.fetch,
      handlers: h,
      currentUrl: () => HERE,
      translate: (k, fb) => en[k] ?? fb,
    });
    await rejection(client.call(getItem, { id: '1' }, { location: true }));
    await rejection(client.call(getItem, { id: '1' }, { notLoggedIn: 'alert' }));
    await rejection(client.call(getItem, { id: '1' }, { location: true }));
    expect(h.noData.mock.calls.map((c) => c[0])).toEqual(['Data error', 'Activity 12 is gone']);
    expect(h.notLoggedIn.mock.calls[0]![0].m).toBe('Not logged in');
  });
});

describe('handlers', () => {
  it('can be replaced after the client is made', async () => {
    const f = fakeFetch({ body: 'x', raw: true });
    const client = createClient({ fetch: f.fetch });
    const h = handlerMocks();
    client.setHandlers({ systemError: h.systemError, logError: h.logError });
    await rejection(client.call(getItem, { id: '1' }));
    expect(h.systemError).toHaveBeenCalledTimes(1);
  });
});

describe('without app handlers', () => {
  it('redirects with the browser location and sends the current address back', async () => {
    const assign = vi.fn();
    const alert = vi.fn();
    vi.stubGlobal('location', { href: 'https://h/site/center/personal', assign });
    vi.stubGlobal('alert', alert);
    try {
      const f = fakeFetch(notLoggedIn, notLoggedIn);
      const client = createClient({ fetch: f.fetch });
      await rejection(client.call(getItem, { id: '1' }));
      await rejection(client.call(getItem, { id: '1' }, { notLoggedIn: 'alert' }));
      const target = `/pku/site/center/login?redirect_url=${encodeURIComponent('https://h/site/center/personal')}`;
      expect(assign.mock.calls).toEqual([[target], [target]]);
      expect(alert).toHaveBeenCalledWith('未登录');
      expect(alert.mock.invocationCallOrder[0]!).toBeLessThan(assign.mock.invocationCallOrder[1]!);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('failing handlers', () => {
  it('never replace the ApiError of a network failure or a broken answer', async () => {
    const { client, h } = setup({ error: new TypeError('offline') }, { body: 'x', raw: true });
    h.networkError.mockImplementation(() => {
      throw new Error('view crashed');
    });
    h.systemError.mockImplementation(() => {
      throw new Error('view crashed');
    });
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await rejection(client.call(getItem, { id: '1' }))).e).toBe(CLIENT_E.NETWORK);
    expect((await rejection(client.call(getItem, { id: '1' }))).e).toBe(10000);
    expect(spy).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });
});
