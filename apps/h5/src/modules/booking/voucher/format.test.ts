import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setTimeZone, timeText } from '../../../lib/time';
import { alreadyDetails, claimLabel, codeFromScan } from './format';

// The site keeps Shanghai's clock (UTC+8); the tests run in another zone (UTC), as a visiting phone would.
beforeEach(() => setTimeZone('Asia/Shanghai'));
afterEach(() => setTimeZone(undefined));

describe('voucher screen helpers', () => {
  it('reads the code from a scanned QR', () => {
    expect(codeFromScan(' abcd2345efgh ')).toBe('ABCD2345EFGH');
    expect(codeFromScan('https://x/site/cupwriteOff/voucherCode?code=abcd2345efgh')).toBe('ABCD2345EFGH');
  });
  it('reads who wrote a voucher off', () => {
    expect(alreadyDetails({ usedAt: 5, usedBy: '张三' })).toEqual({ usedAt: 5, usedBy: '张三' });
    expect(alreadyDetails(null)).toBeNull();
  });
  it('says why a voucher cannot be claimed', () => {
    expect(claimLabel({ canClaim: true, mine: 0, perPerson: 1, remaining: 5 })).toBe('voucher.action.claim');
    expect(claimLabel({ canClaim: false, mine: 1, perPerson: 1, remaining: 5 })).toBe('voucher.action.claimed');
    expect(claimLabel({ canClaim: false, mine: 0, perPerson: 1, remaining: 0 })).toBe('voucher.action.soldOut');
  });
  it('dates a voucher on the site’s clock', () => {
    expect(timeText(Date.parse('2026-03-02T00:00+08:00') / 1000)).toBe('2026-03-02 00:00');
  });
});
