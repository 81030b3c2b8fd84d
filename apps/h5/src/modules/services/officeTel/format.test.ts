import { describe, expect, it } from 'vitest';
import { groupByOffice, telHref } from './format';

describe('phone book helpers', () => {
  it('makes tel: links from numbers as people write them', () => {
    expect(telHref('010-6275 1110')).toBe('tel:01062751110');
    expect(telHref('+86 (10) 6275-1110')).toBe('tel:+861062751110');
    expect(telHref('62751110转 203')).toBe('tel:62751110,203');
  });
  it('puts a unit’s own numbers before its offices', () => {
    const g = groupByOffice([{ officeName: 'A' }, { officeName: null }, { officeName: 'A' }, { officeName: 'B' }]);
    expect(g.map((x) => [x.office, x.items.length])).toEqual([
      [null, 1],
      ['A', 2],
      ['B', 1],
    ]);
  });
});
