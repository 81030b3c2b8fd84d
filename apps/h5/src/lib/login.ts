/**
 * Spec section 7, login redirect: the configured login path with redirect_url, else the site
 * login page with redirect_url; a phone browser outside the messaging app goes to the mobile
 * login page (`/m_center/login`, which marks the client mobile and opens the same screen).
 */
import { buildLoginRedirect } from '@campus/api/client';
import { isMessagingApp, isPhone } from '@campus/api/rules';
import { appHref } from './api';

export function loginRedirect(redirectUrl: string, configuredLogin?: string, ua: string = navigator.userAgent): string {
  const sitePage = appHref('/center/login');
  const configured = configuredLogin && configuredLogin !== sitePage ? configuredLogin : undefined;
  return buildLoginRedirect(configured, sitePage, redirectUrl, {
    isPhone: isPhone(ua),
    inMessagingApp: isMessagingApp(ua),
    mobileLoginPage: appHref('/m_center/login'),
  });
}

/** Where to go after login: `redirect_url` when it stays on this origin, else the service hall. */
export function afterLoginTarget(redirectUrl: string | null, origin: string = location.origin): string {
  if (redirectUrl) {
    try {
      const u = new URL(redirectUrl, origin);
      if (u.origin === origin && !/\/center\/login$/.test(u.pathname)) return u.pathname + u.search + u.hash;
    } catch {
      // not a URL: fall through to the hall
    }
  }
  return appHref('/');
}
