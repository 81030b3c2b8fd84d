/**
 * Where opening an app goes. An outside app configured with one of the site's sign-on methods
 * is opened through it, so the person arrives signed in when they already are at the campus
 * identity provider: CAS issues the app a service ticket (`/login?service=<app>`); an OpenID
 * Connect app gets a third-party-initiated login (OIDC Core §4: `iss`, and `login_hint` = the
 * person's bound identity). A method no longer configured opens the plain address.
 */
import type { PortalApp } from '@campus/api';
import { casLoginUrl } from '../../integrations/sso/cas.js';
import type { Ctx } from '../../platform/context.js';
import { findMethod } from '../sso/config.js';
import { findIdentityOfUser } from '../sso/queries.js';

const withQuery = (url: string, params: Record<string, string>) => {
  const u = new URL(url);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
};

export async function destinationOf(ctx: Ctx, app: PortalApp): Promise<{ kind: PortalApp['kind']; url: string }> {
  if (app.kind === 'route' || !app.ssoMethod) return { kind: app.kind, url: app.target };
  const method = findMethod(ctx.site, app.ssoMethod);
  if (!method) return { kind: 'url', url: app.target };
  if (method.type === 'cas') return { kind: 'url', url: casLoginUrl(method.serverUrl, app.target) };
  const bound = await findIdentityOfUser(ctx.db, ctx.site.id, method.id, ctx.me().id);
  return { kind: 'url', url: withQuery(app.target, { iss: method.issuer, ...(bound ? { login_hint: bound.subject } : {}) }) };
}
