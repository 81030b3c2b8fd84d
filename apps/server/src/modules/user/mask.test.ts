import { describe, expect, it } from 'vitest';
import { maskEmail, maskMobile } from './mask.js';

describe('masking', () => {
  it('shows the first three and last four digits of a mobile number', () => {
    expect(maskMobile('13812341234')).toBe('138****1234');
    expect(maskMobile('')).toBe('');
    expect(maskMobile('123456')).toBe('12**56');
  });
  it('hides the middle of the name of an e-mail address', () => {
    expect(maskEmail('zhangsan@example.edu')).toBe('z***n@example.edu');
    expect(maskEmail('ab@x.cn')).toBe('a***@x.cn');
    expect(maskEmail('')).toBe('');
  });
});
