import { describe, expect, it } from 'vitest';
import { afterLoginTarget, loginRedirect } from './login';

const IPHONE_WECHAT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 MicroMessenger/8.0.40';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36';
const back = 'http://localhost:3000/site/center/edit?x=1';

describe('login redirect (spec section 7)', () => {
  it('sends desktop and messaging-app browsers to the site login page with redirect_url', () => {
    for (const ua of [DESKTOP, IPHONE_WECHAT]) {
      const url = new URL(loginRedirect(back, undefined, ua), 'http://localhost:3000');
      expect(url.pathname).toBe('/site/center/login');
      expect(url.searchParams.get('redirect_url')).toBe(back);
    }
  });

  it('sends a phone browser outside the messaging app to the mobile login page', () => {
    expect(new URL(loginRedirect(back, '/site/center/login', IPHONE_SAFARI), 'http://localhost:3000').pathname).toBe('/site/m_center/login');
  });

  it('uses the configured login path of the site', () => {
    const url = new URL(loginRedirect(back, 'https://cas.example.edu/login', IPHONE_SAFARI));
    expect(url.origin + url.pathname).toBe('https://cas.example.edu/login');
    expect(url.searchParams.get('redirect_url')).toBe(back);
  });
});

describe('after login', () => {
  const origin = 'http://localhost:3000';
  it('goes to redirect_url on this origin', () => {
    expect(afterLoginTarget(back, origin)).toBe('/site/center/edit?x=1');
    expect(afterLoginTarget('/site/center/qrcode', origin)).toBe('/site/center/qrcode');
  });

  it('never leaves the origin or loops back to login', () => {
    expect(afterLoginTarget('https://evil.example/steal', origin)).toBe('/site/');
    expect(afterLoginTarget('//evil.example/x', origin)).toBe('/site/');
    expect(afterLoginTarget('/site/center/login', origin)).toBe('/site/');
    expect(afterLoginTarget(null, origin)).toBe('/site/');
  });
});
