/** The upload transport: the request as the client built it, its progress in percent, the answer as a Response. */
import { describe, expect, it } from 'vitest';
import { FakeXhr } from './fake-xhr.test-helper';
import { xhrFetch } from './upload';

describe('xhrFetch', () => {
  it('sends the request as given and reports how much of the body has gone, in percent', async () => {
    const seen: number[] = [];
    const xhr = new FakeXhr();
    const body = new FormData();
    const answer = xhrFetch((p) => seen.push(p), () => xhr as unknown as XMLHttpRequest)('/api/upload/index', {
      method: 'POST',
      headers: { 'X-Site': 's1', 'X-Requested-With': 'XMLHttpRequest' },
      credentials: 'include',
      body,
    });
    expect(xhr).toMatchObject({ method: 'POST', url: '/api/upload/index', withCredentials: true, body });
    expect(xhr.headers['x-site']).toBe('s1');
    xhr.progress(0, 2048);
    xhr.progress(1000, 2048);
    xhr.progress(2048, 2048);
    expect(seen).toEqual([0, 49, 100]);
    xhr.answer({ e: 0, m: 'ok', d: { id: 'u1' } });
    const res = await answer;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ e: 0, m: 'ok', d: { id: 'u1' } });
  });

  it('fails like fetch when the connection drops', async () => {
    const xhr = new FakeXhr();
    const answer = xhrFetch(() => undefined, () => xhr as unknown as XMLHttpRequest)('/api/upload/index', { method: 'POST' });
    xhr.dropConnection();
    await expect(answer).rejects.toThrow(TypeError);
  });
});
