import { accessLogSignature } from '@campus/api/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appKeyFor, logAccess } from './access-log';

afterEach(() => vi.unstubAllGlobals());

describe('access log', () => {
  it('takes the appkey from the service query parameter when the key is location', () => {
    expect(appKeyFor('location', 'http://h/site/x/y?service=news')).toBe('news');
    expect(appKeyFor('location', 'http://h/site/x/y')).toBe('location');
    expect(appKeyFor('center', 'http://h/site/x/y?service=news')).toBe('center');
  });

  it('posts appkey, url, timestamp in seconds and the md5 signature, ignoring failures', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('offline');
    });
    vi.stubGlobal('fetch', fetch);
    const href = 'http://h/site/center/personal';
    logAccess('center', href, 1_700_000_000_999);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/log/access');
    const body = new URLSearchParams(String(init.body));
    expect(body.get('appkey')).toBe('center');
    expect(body.get('timestamp')).toBe('1700000000');
    expect(body.get('signature')).toBe(accessLogSignature('center', 1700000000, href));
  });
});
