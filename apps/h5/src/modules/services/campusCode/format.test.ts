import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setTimeZone } from '../../../lib/time';
import { codeColor, codeFromScan, fmtTime, parsePost } from './format';

// The site keeps Shanghai's clock (UTC+8); the tests run in another zone (UTC), as a visiting phone would.
beforeEach(() => setTimeZone('Asia/Shanghai'));
afterEach(() => setTimeZone(undefined));

describe('campus code helpers', () => {
  it('colours the code by standing, grey once lapsed', () => {
    expect(codeColor('ok', false)).toBe('#1f9d55');
    expect(codeColor('blocked', false)).toBe('#e53935');
    expect(codeColor('ok', true)).toBe('#8c8c8c');
  });
  it('reads a campus code from a scan or a paste, and nothing else', () => {
    expect(codeFromScan(' cc1.abc_-9.Zz0 ')).toBe('cc1.abc_-9.Zz0');
    expect(codeFromScan('cc1.abc\n.def')).toBe('cc1.abc.def');
    expect(codeFromScan('cp1.abc.def')).toBeNull();
    expect(codeFromScan('https://example.com')).toBeNull();
  });
  it('shows the time alone on the site’s today and the date before it otherwise', () => {
    const now = Date.parse('2030-01-05T12:00+08:00');
    expect(fmtTime(Date.parse('2030-01-05T08:03+08:00') / 1000, now)).toBe('08:03');
    // 00:30 in Shanghai: the same day there, the day before in UTC.
    expect(fmtTime(Date.parse('2030-01-05T00:30+08:00') / 1000, now)).toBe('00:30');
    expect(fmtTime(Date.parse('2030-01-04T18:30+08:00') / 1000, now)).toBe('01-04 18:30');
  });
  it('remembers a valid post only', () => {
    expect(parsePost('{"gateId":"g1","direction":"out"}')).toEqual({ gateId: 'g1', direction: 'out' });
    expect(parsePost('{"gateId":"g1","direction":"up"}')).toBeNull();
    expect(parsePost('oops')).toBeNull();
    expect(parsePost(null)).toBeNull();
  });
});
