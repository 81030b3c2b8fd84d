import { describe, expect, it } from 'vitest';
import { clearLocalData } from './LocalStoragePage';

describe('localStoragepage', () => {
  it('clears the login data and the officeDb cache but keeps the language', () => {
    localStorage.setItem('authControl', '{}');
    localStorage.setItem('username', 'student');
    localStorage.setItem('validation', '1');
    localStorage.setItem('officeDb_news', '{"v":1,"x":0}');
    localStorage.setItem('officeDb_x', '{"v":2,"x":0}');
    localStorage.setItem('lang', 'en');
    expect(clearLocalData(localStorage)).toBe(2);
    expect(localStorage.getItem('authControl')).toBeNull();
    expect(localStorage.getItem('username')).toBeNull();
    expect(localStorage.getItem('officeDb_news')).toBeNull();
    expect(localStorage.getItem('lang')).toBe('en');
  });
});
