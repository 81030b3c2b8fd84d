import { describe, expect, it } from 'vitest';
import { alreadyDetails, claimLabel, codeFromScan } from './format';

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
});
