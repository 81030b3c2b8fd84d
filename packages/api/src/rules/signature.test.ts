import { describe, expect, it } from 'vitest';
import { accessLogSignature } from './signature.js';

describe('access-log signature (spec section 7)', () => {
  it('is the md5 of appkey, timestamp and url, in that order', () => {
    expect(accessLogSignature('location', 1700000000, 'https://h/site/news/index')).toBe(
      '72c8ccd2901f2f5072fe7c1eb2f57d9e',
    );
    expect(accessLogSignature('location', '1700000000', 'https://h/site/news/index')).toBe(
      '72c8ccd2901f2f5072fe7c1eb2f57d9e',
    );
  });

  it('changes when any part changes', () => {
    const base = accessLogSignature('k', 1, '/u');
    expect(accessLogSignature('k2', 1, '/u')).not.toBe(base);
    expect(accessLogSignature('k', 2, '/u')).not.toBe(base);
    expect(accessLogSignature('k', 1, '/v')).not.toBe(base);
  });
});
