import { describe, expect, it } from 'vitest';
import { valuesOf, windowText } from './format';

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
});
