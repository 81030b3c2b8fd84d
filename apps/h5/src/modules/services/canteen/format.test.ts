import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setTimeZone, shortText } from '../../../lib/time';
import { byCategory, crowdColor, hoursOf, yuan } from './format';

// The site keeps Shanghai's clock (UTC+8); the tests run in another zone (UTC), as a visiting phone would.
beforeEach(() => setTimeZone('Asia/Shanghai'));
afterEach(() => setTimeZone(undefined));

describe('canteen helpers', () => {
  it('writes cents as money', () => {
    expect(yuan(1500)).toBe('¥15');
    expect(yuan(1250)).toBe('¥12.50');
    expect(yuan(5)).toBe('¥0.05');
  });
  it('shows a meal’s hours, or nothing when it is not served', () => {
    const hours = [{ meal: 'lunch' as const, open: '11:00', close: '13:30' }];
    expect(hoursOf(hours, 'lunch')).toBe('11:00–13:30');
    expect(hoursOf(hours, 'dinner')).toBe('');
  });
  it('groups dishes by category, uncategorised last', () => {
    const d = (name: string, category: string) => ({ id: name, name, category, price: 0 });
    const g = byCategory([d('a', ''), d('b', '荤菜'), d('c', '素菜'), d('e', '荤菜')]);
    expect(g.map((x) => [x.category, x.dishes.map((y) => y.name).join('')])).toEqual([
      ['荤菜', 'be'],
      ['素菜', 'c'],
      ['', 'a'],
    ]);
  });
  it('colours crowding from green to red', () => {
    expect(crowdColor('quiet')).toBe('#1f9d55');
    expect(crowdColor('busy')).toBe('#e53935');
  });
  it('dates a menu or a review on the site’s clock', () => {
    expect(shortText(Date.parse('2026-03-02T07:30+08:00') / 1000)).toBe('03-02 07:30');
  });
});
