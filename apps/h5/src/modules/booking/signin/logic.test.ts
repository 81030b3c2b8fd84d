import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setTimeZone, shortText } from '../../../lib/time';
import { againOf, deviceId, endHref, nextFetchDelay, parseScanned } from './logic';

// The site keeps Shanghai's clock (UTC+8); the tests run in another zone (UTC), as a visiting phone would.
beforeEach(() => setTimeZone('Asia/Shanghai'));
afterEach(() => setTimeZone(undefined));

function memory(): Pick<Storage, 'getItem' | 'setItem'> {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v) };
}

describe('sign-in logic', () => {
  it('keeps one device id per phone', () => {
    const s = memory();
    const a = deviceId(s);
    expect(a).toMatch(/^d-[0-9a-f]{32}$/);
    expect(deviceId(s)).toBe(a);
    expect(deviceId(memory())).not.toBe(a);
  });

  it('reads the sign-in URL a QR carries, or a bare code, and nothing else', () => {
    expect(parseScanned('http://x.edu/site/qrcodesign/index?s=0193-ab&c=ABCDEF123456')).toEqual({ s: '0193-ab', c: 'ABCDEF123456' });
    expect(parseScanned('/pku/site/qrcodesign/index?s=abc&c=1234')).toEqual({ s: 'abc', c: '1234' });
    expect(parseScanned(' 123456 ')).toEqual({ c: '123456' });
    expect(parseScanned('http://x.edu/site/smlogin/index?id=1')).toBeNull();
    expect(parseScanned('/site/qrcodesign/index?s=abc&c=<script>')).toBeNull();
    expect(parseScanned('hello world')).toBeNull();
  });

  it('fetches the next code just after the step changes, and the live count every 3 s between', () => {
    expect(nextFetchDelay(2)).toBe(2250);
    expect(nextFetchDelay(0)).toBe(1250);
    expect(nextFetchDelay(7)).toBe(3000);
    expect(nextFetchDelay(null)).toBe(3000);
  });

  it('builds the result address', () => {
    expect(endHref({ s: 'a', ok: true })).toBe('/signpoject/signend?s=a&ok=1');
    expect(endHref({ s: 'a', e: 30007, distance: 900, radius: 200 })).toBe('/signpoject/signend?s=a&e=30007&distance=900&radius=200');
    expect(endHref({ via: 'number', e: 30009 })).toBe('/signpoject/signend?via=number&e=30009');
  });

  it('tries again the way it was tried: the scanner, the number field, the signature pad', () => {
    expect(againOf(null, '')).toEqual({ href: '/qrcodesign/index', label: 'signin.action.again' });
    expect(againOf('number', '')).toEqual({ href: '/createdCode/index', label: 'signin.action.typeAgain' });
    expect(againOf('signature', 'a1')).toEqual({ href: '/electronicSign/index?s=a1', label: 'signin.action.signAgain' });
  });
  it('labels a sign-in window on the site’s clock', () => {
    expect(shortText(Date.parse('2026-03-02T08:00+08:00') / 1000)).toBe('03-02 08:00');
  });
});
