import { describe, expect, it } from 'vitest';
import { LOGIN_KEYS, beforeNavigate, clearLogin, entryUrl, readLogin, saveLogin } from './login-state.js';
import { MemoryStorage } from './memory-storage.test-helper.js';

const auth = { ticket: { module: ['view'] } };

describe('stored login data (spec sections 3 and 4)', () => {
  it('saves and reads the permission map, the username and the validation flag', () => {
    const s = new MemoryStorage();
    expect(readLogin(s)).toEqual({ auth: null, username: null, validated: false });
    saveLogin(s, { auth, username: 'student' });
    expect(readLogin(s)).toEqual({ auth, username: 'student', validated: true });
  });

  it('logout clears all three items and nothing else', () => {
    const s = new MemoryStorage();
    s.setItem('lang', 'en');
    saveLogin(s, { auth, username: 'student' });
    clearLogin(s);
    expect(readLogin(s)).toEqual({ auth: null, username: null, validated: false });
    expect(s.keys()).toEqual(['lang']);
  });

  it('reads a corrupted permission map as none', () => {
    const s = new MemoryStorage();
    s.setItem(LOGIN_KEYS.auth, '{oops');
    expect(readLogin(s).auth).toBeNull();
    s.setItem(LOGIN_KEYS.auth, JSON.stringify({ ticket: { module: 'view' } }));
    expect(readLogin(s).auth).toBeNull();
    s.setItem(LOGIN_KEYS.auth, JSON.stringify([1]));
    expect(readLogin(s).auth).toBeNull();
  });
});

describe('beforeNavigate (spec section 2)', () => {
  it('removes the stored login flag before each navigation', () => {
    const s = new MemoryStorage();
    saveLogin(s, { auth, username: 'student' });
    const loc = { href: 'https://h/site/center/personal' };
    beforeNavigate(s, loc);
    expect(readLogin(s)).toEqual({ auth, username: 'student', validated: false });
  });

  it('remembers the entry address without its fragment, once per page load', () => {
    const s = new MemoryStorage();
    const loc = { href: 'https://h/site/ticket/detail?id=3#rules' };
    beforeNavigate(s, loc);
    expect(entryUrl(s)).toBe('https://h/site/ticket/detail?id=3');
    loc.href = 'https://h/site/ticket/success';
    beforeNavigate(s, loc);
    expect(entryUrl(s)).toBe('https://h/site/ticket/detail?id=3');
    // A new page load (a new Location object) has a new entry address.
    beforeNavigate(s, { href: 'https://h/site/news/index#x' });
    expect(entryUrl(s)).toBe('https://h/site/news/index');
  });
});
