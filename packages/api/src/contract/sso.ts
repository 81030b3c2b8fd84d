/**
 * Single sign-on: CAS 3.0 and OpenID Connect as per-site login methods, and binding a campus
 * identity to an account of the site. The site's configuration lives in `sites.integrations.sso`;
 * `ssoConfig` is its schema (the console's site editor validates with it too).
 */
import { z } from 'zod';
import { sessionUser, authMap } from './auth.js';
import { access, endpoint, ok } from './define.js';

export const SSO_METHOD_ID = /^[a-z0-9_-]{1,32}$/;

const httpUrl = z
  .string()
  .trim()
  .max(500)
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === 'https:' || u.protocol === 'http:') && !u.username && !u.password && !u.hash;
    } catch {
      return false;
    }
  }, 'an http(s) URL without credentials or fragment');

const methodBase = {
  id: z.string().regex(SSO_METHOD_ID, 'lower-case letters, digits, - or _ (at most 32)'),
  /** Label on the login screen, e.g. 统一身份认证. */
  name: z.string().trim().min(1).max(60),
  enabled: z.boolean().default(true),
  /** Allow plain http to the provider (test and lab installs only). */
  allowInsecure: z.boolean().default(false),
};

export const casMethod = z.object({
  ...methodBase,
  type: z.literal('cas'),
  /** CAS base, e.g. https://cas.example.edu/cas (we use /login and /p3/serviceValidate under it). */
  serverUrl: httpUrl,
  /** Take the subject from this released attribute instead of `cas:user`. */
  attribute: z.string().trim().min(1).max(64).optional(),
});

export const oidcMethod = z.object({
  ...methodBase,
  type: z.literal('oidc'),
  issuer: httpUrl,
  clientId: z.string().trim().min(1).max(200),
  /** Empty for a public client (PKCE only). */
  clientSecret: z.string().max(500).optional(),
  scopes: z
    .array(z.string().regex(/^[\x21\x23-\x5b\x5d-\x7e]{1,64}$/, 'a scope token'))
    .max(20)
    .default(['openid', 'profile'])
    .refine((s) => s.includes('openid'), 'must include openid'),
  /** ID token (or userinfo) claim that identifies the person. */
  subjectClaim: z.string().trim().min(1).max(64).default('sub'),
});

export const ssoMethod = z
  .discriminatedUnion('type', [casMethod, oidcMethod])
  .refine((m) => m.allowInsecure || new URL(m.type === 'cas' ? m.serverUrl : m.issuer).protocol === 'https:', {
    message: 'https is required unless allowInsecure is set',
    path: ['allowInsecure'],
  });

export const ssoConfig = z
  .object({
    methods: z.array(ssoMethod).max(10).default([]),
    /** Bind an unbound identity automatically when exactly one active account has this field equal to its subject. */
    autoBindBy: z.enum(['username', 'number']).nullable().default(null),
  })
  .refine((c) => new Set(c.methods.map((m) => m.id)).size === c.methods.length, {
    message: 'method ids must be unique',
    path: ['methods'],
  });

export type SsoMethod = z.infer<typeof ssoMethod>;
export type CasMethod = z.infer<typeof casMethod>;
export type OidcMethod = z.infer<typeof oidcMethod>;
export type SsoConfig = z.infer<typeof ssoConfig>;

/**
 * A path on this origin (`/site/...`), never another origin: refuses `//host`, `/\host`,
 * schemes, control characters and whitespace. Used for every redirect target we accept.
 */
export function isSameOriginPath(p: string): boolean {
  if (typeof p !== 'string' || p.length === 0 || p.length > 2000) return false;
  if (!p.startsWith('/') || p.startsWith('//') || p.startsWith('/\\')) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\s\\\u0000-\u001f\u007f]/.test(p)) return false;
  try {
    const base = 'http://same-origin.invalid';
    return new URL(p, base).origin === base;
  } catch {
    return false;
  }
}

export const sameOriginPath = z.string().max(2000).refine(isSameOriginPath, 'must be a path on this site, starting with a single /');

/** A callback parameter: anything odd becomes absent, so the callback answers with a redirect, not JSON. */
const cbParam = (max: number) => z.string().max(max).optional().catch(undefined);

const publicMethod = z.object({ id: z.string(), type: z.enum(['cas', 'oidc']), name: z.string() });

export const sso = {
  init: endpoint({
    name: 'sso.init',
    method: 'GET',
    path: '/api/sso/init',
    summary: "The site's enabled single sign-on methods (never their secrets).",
    access: access.public,
    input: z.object({}),
    output: z.object({ methods: z.array(publicMethod) }),
  }),
  login: endpoint({
    name: 'sso.login',
    method: 'GET',
    path: '/api/sso/login',
    raw: true,
    summary: 'Starts a login with a method: 302 to the CAS login or the OIDC authorization endpoint.',
    access: access.public,
    input: z.object({
      method: z.string().regex(SSO_METHOD_ID, 'a method id'),
      redirect_url: sameOriginPath.optional(),
    }),
    output: z.null(),
  }),
  callbackCas: endpoint({
    name: 'sso.callbackCas',
    method: 'GET',
    path: '/api/sso/callback/cas',
    raw: true,
    summary: 'CAS service URL: validates the ticket, then logs in, binds or asks to bind (302).',
    access: access.public,
    input: z.object({ flow: cbParam(100), ticket: cbParam(512) }),
    output: z.null(),
  }),
  callbackOidc: endpoint({
    name: 'sso.callbackOidc',
    method: 'GET',
    path: '/api/sso/callback/oidc',
    raw: true,
    summary: 'OIDC redirect URI: checks state, exchanges the code (PKCE), verifies the ID token (302).',
    access: access.public,
    input: z.object({
      state: cbParam(200),
      code: cbParam(2048),
      iss: cbParam(500),
      error: cbParam(100),
      error_description: cbParam(500),
      session_state: cbParam(500),
    }),
    output: z.null(),
  }),
  pending: endpoint({
    name: 'sso.pending',
    method: 'GET',
    path: '/api/sso/pending',
    summary: 'The campus identity waiting to be bound in this browser (for the bind screen).',
    access: access.public,
    input: z.object({ pending: z.string().min(1).max(100) }),
    output: z.object({
      method: z.string(),
      methodName: z.string(),
      displayName: z.string(),
      expiresAt: z.number(),
      /** Set when someone is logged in on this site: they may bind to their own account. */
      currentUser: z.string().nullable(),
    }),
  }),
  bind: endpoint({
    name: 'sso.bind',
    method: 'POST',
    path: '/api/sso/bind',
    summary: 'Binds the pending identity to the logged-in account, or to the account given by username and password (then logs in).',
    access: access.public,
    input: z
      .object({
        pending: z.string().min(1).max(100),
        username: z.string().trim().min(1).max(64).optional(),
        password: z.string().min(1).max(128).optional(),
      })
      .refine((v) => (v.username === undefined) === (v.password === undefined), {
        message: 'username and password go together',
        path: ['password'],
      }),
    output: z.object({ user: sessionUser, auth: authMap, redirect_url: z.string() }),
  }),
  unbind: endpoint({
    name: 'sso.unbind',
    method: 'POST',
    path: '/api/sso/unbind',
    summary: "Removes the caller's binding for a method.",
    access: access.user,
    input: z.object({ method: z.string().regex(SSO_METHOD_ID, 'a method id') }),
    output: ok,
  }),
  check: endpoint({
    name: 'sso.check',
    method: 'GET',
    path: '/api/sso/check',
    summary: "The caller's bindings on this site, and the methods they could still bind.",
    access: access.user,
    input: z.object({}),
    output: z.object({
      bindings: z.array(z.object({ method: z.string(), type: z.string(), name: z.string(), boundAt: z.number() })),
      available: z.array(publicMethod),
    }),
  }),
};
