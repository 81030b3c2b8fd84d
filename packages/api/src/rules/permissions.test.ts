import { describe, expect, it } from 'vitest';
import { hasModuleAuth, isAdministrator } from './permissions.js';

const map = {
  ticket: { module: ['view', 'check'] },
  repair: { module: ['dispatch'] },
  news: { module: [] },
};

describe('hasModuleAuth (spec section 6)', () => {
  it('grants a module whose list is non-empty', () => {
    expect(hasModuleAuth(map, 'ticket')).toBe(true);
    expect(hasModuleAuth(map, 'repair')).toBe(true);
  });

  it('refuses a module that is absent or has an empty list', () => {
    expect(hasModuleAuth(map, 'vote')).toBe(false);
    expect(hasModuleAuth(map, 'news')).toBe(false);
    expect(hasModuleAuth(map, 'news', 'view')).toBe(false);
  });

  it('checks a specific sub-permission when asked', () => {
    expect(hasModuleAuth(map, 'ticket', 'check')).toBe(true);
    expect(hasModuleAuth(map, 'ticket', 'refund')).toBe(false);
    expect(hasModuleAuth(map, 'repair', 'view')).toBe(false);
  });

  it('is not fooled by inherited names or missing maps', () => {
    expect(hasModuleAuth(map, 'constructor')).toBe(false);
    expect(hasModuleAuth(map, '__proto__')).toBe(false);
    expect(hasModuleAuth(null, 'ticket')).toBe(false);
    expect(hasModuleAuth(undefined, 'ticket')).toBe(false);
  });
});

describe('isAdministrator', () => {
  it('is anyone whose map is non-empty', () => {
    expect(isAdministrator(map)).toBe(true);
    expect(isAdministrator({ news: { module: ['view'] } })).toBe(true);
  });

  it('is nobody with an empty or missing map', () => {
    expect(isAdministrator({})).toBe(false);
    expect(isAdministrator(null)).toBe(false);
    expect(isAdministrator(undefined)).toBe(false);
  });
});
