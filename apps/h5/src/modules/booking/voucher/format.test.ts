import { describe, expect, it } from 'vitest';
import { alreadyDetails, codeFromScan } from './format';

describe('voucher screen helpers', () => {
  it('reads the code from a scanned QR', () => {
    expect(codeFromScan(' abcd2345efgh ')).toBe('ABCD2345EFGH');
    expect(codeFromScan('https://x/site/cupwriteOff/voucherCode?code=abcd2345efgh')).toBe('ABCD2345EFGH');
  });
  it('reads who wrote a voucher off', () => {
    expect(alreadyDetails({ usedAt: 5, usedBy: '张三' })).toEqual({ usedAt: 5, usedBy: '张三' });
    expect(alreadyDetails(null)).toBeNull();
  });
});
