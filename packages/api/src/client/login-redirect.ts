/**
 * Where a user who must log in is sent (spec section 7): the site's configured login path with
 * `redirect_url`, else the site login page with `redirect_url`; a phone browser outside the
 * messaging app goes to the mobile login page instead of the site login page.
 *
 * A configured login path (the school's own identity service) wins over the mobile rule: it is
 * the school's choice of where its users authenticate, and it serves phones too.
 */
import { setQueryParam } from './encode.js';

export interface LoginRedirectOptions {
  isPhone: boolean;
  inMessagingApp: boolean;
  mobileLoginPage: string;
}

export function buildLoginRedirect(
  loginPath: string | undefined,
  siteLoginPage: string,
  redirectUrl: string,
  opts: LoginRedirectOptions,
): string {
  const configured = loginPath?.trim();
  let target: string;
  if (configured) target = configured;
  else if (opts.isPhone && !opts.inMessagingApp) target = opts.mobileLoginPage;
  else target = siteLoginPage;
  return setQueryParam(target, 'redirect_url', redirectUrl);
}
