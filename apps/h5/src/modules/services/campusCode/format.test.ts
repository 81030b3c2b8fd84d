import { describe, expect, it } from 'vitest';
import { codeColor, codeFromScan, fmtTime, parsePost } from './format';

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
  it('shows the time alone today and the date before it otherwise', () => {
    const now = new Date(2030, 0, 5, 12, 0).getTime();
    expect(fmtTime(new Date(2030, 0, 5, 8, 3).getTime() / 1000, now)).toBe('08:03');
    expect(fmtTime(new Date(2030, 0, 4, 18, 30).getTime() / 1000, now)).toBe('01-04 18:30');
  });
  it('remembers a valid post only', () => {
    expect(parsePost('{"gateId":"g1","direction":"out"}')).toEqual({ gateId: 'g1', direction: 'out' });
    expect(parsePost('{"gateId":"g1","direction":"up"}')).toBeNull();
    expect(parsePost('oops')).toBeNull();
    expect(parsePost(null)).toBeNull();
  });
});
