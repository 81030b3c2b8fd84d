import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setTimeZone } from '../../../lib/time';
import { valuesOf, windowText } from './format';

// The site keeps Shanghai's clock (UTC+8); the tests run in another zone (UTC), as a visiting phone would.
beforeEach(() => setTimeZone('Asia/Shanghai'));
afterEach(() => setTimeZone(undefined));

describe('query helpers', () => {
  it('says when a set opens, closes, or that it is always open', () => {
    expect(windowText({ state: 'notOpen', opensAt: 1_800_000_000, closesAt: null }).key).toBe('opens');
    expect(windowText({ state: 'open', opensAt: 1_700_000_000, closesAt: 1_800_000_000 }).key).toBe('closes');
    expect(windowText({ state: 'open', opensAt: null, closesAt: null })).toEqual({ key: 'always' });
  });

  it('sends the key values in order, only when all are typed', () => {
    expect(valuesOf(['考生号', '姓名'], { 姓名: ' 张三 ', 考生号: '26110101' })).toEqual(['26110101', '张三']);
    expect(valuesOf(['考生号', '姓名'], { 姓名: '张三' })).toBeNull();
  });
  it('says when the window opens on the site’s clock', () => {
    expect(windowText({ state: 'notOpen', opensAt: Date.parse('2026-07-20T09:00+08:00') / 1000, closesAt: null })).toEqual({ key: 'opens', time: '2026-07-20 09:00' });
  });
});
