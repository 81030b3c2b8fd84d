/**
 * OpenID Connect client over the maintained `openid-client`: discovery (cached per process, it
 * is only a cache), the authorization URL (code + PKCE S256, state, nonce), and the code exchange
 * with ID token verification (signature by the provider's JWKS, iss, aud, exp, nonce).
 */
import type { OidcMethod } from '@campus/api';
import * as oidc from 'openid-client';

/** Why a callback failed, in the words the login screen shows (`?sso_error=`). */
export class OidcError extends Error {
  constructor(
    readonly reason: 'provider' | 'denied' | 'nonce' | 'token' | 'subject',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'OidcError';
  }
}

const DISCOVERY_TTL_MS = 10 * 60 * 1000;
const TIMEOUT_SECONDS = 10;
const cache = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();

function keyOf(m: OidcMethod): string {
  return JSON.stringify([m.issuer, m.clientId, m.clientSecret ?? '', m.allowInsecure]);
}

export function configurationFor(m: OidcMethod): Promise<oidc.Configuration> {
  const key = keyOf(m);
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < DISCOVERY_TTL_MS) return hit.config;
  const auth = m.clientSecret ? oidc.ClientSecretPost(m.clientSecret) : oidc.None();
  const config = oidc
    .discovery(new URL(m.issuer), m.clientId, undefined, auth, {
      timeout: TIMEOUT_SECONDS,
      ...(m.allowInsecure ? { execute: [oidc.allowInsecureRequests] } : {}),
    })
    .then((c) => {
      c.timeout = TIMEOUT_SECONDS;
      return c;
    });
  cache.set(key, { at: Date.now(), config });
  // A failed discovery is not remembered: the next login tries again.
  config.catch(() => {
    if (cache.get(key)?.config === config) cache.delete(key);
  });
  return config;
}

export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export async function authorizationUrl(m: OidcMethod, r: AuthorizationRequest): Promise<string> {
  const config = await providerCall(() => configurationFor(m));
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: r.redirectUri,
    response_type: 'code',
    scope: m.scopes.join(' '),
    state: r.state,
    nonce: r.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(r.codeVerifier),
    code_challenge_method: 'S256',
  });
  return url.href;
}

export interface CodeExchange {
  /** The callback as the provider sent the browser to it (redirect URI + its query). */
  callbackUrl: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface OidcIdentity {
  subject: string;
  claims: Record<string, unknown>;
}

export async function exchangeCode(m: OidcMethod, x: CodeExchange): Promise<OidcIdentity> {
  const config = await providerCall(() => configurationFor(m));
  const error = x.callbackUrl.searchParams.get('error');
  if (error) throw new OidcError(error === 'access_denied' ? 'denied' : 'provider', `provider answered ${error}`);
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    tokens = await oidc.authorizationCodeGrant(config, x.callbackUrl, {
      pkceCodeVerifier: x.codeVerifier,
      expectedState: x.state,
      expectedNonce: x.nonce,
      idTokenExpected: true,
    });
  } catch (err) {
    throw new OidcError(claimOf(err) === 'nonce' ? 'nonce' : 'token', (err as Error).message, { cause: err });
  }
  const idClaims = tokens.claims();
  if (!idClaims) throw new OidcError('token', 'no ID token');
  let claims: Record<string, unknown> = { ...idClaims };
  if (claims[m.subjectClaim] === undefined && config.serverMetadata().userinfo_endpoint) {
    // The subject claim may only be released through userinfo.
    const info = await providerCall(() => oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub));
    claims = { ...info, ...claims };
  }
  const subject = claims[m.subjectClaim];
  if ((typeof subject !== 'string' && typeof subject !== 'number') || String(subject).trim() === '' || String(subject).length > 255) {
    throw new OidcError('subject', `claim ${m.subjectClaim} missing or unusable`);
  }
  return { subject: String(subject), claims };
}

/** The claim whose comparison failed, if the error says so (openid-client wraps oauth4webapi's). */
function claimOf(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const cause = (e as { cause?: unknown }).cause;
    if (cause && typeof cause === 'object' && typeof (cause as { claim?: unknown }).claim === 'string') {
      return (cause as { claim: string }).claim;
    }
    e = cause;
  }
  return undefined;
}

async function providerCall<T>(f: () => Promise<T>): Promise<T> {
  try {
    return await f();
  } catch (err) {
    if (err instanceof OidcError) throw err;
    throw new OidcError('provider', `identity provider unusable: ${(err as Error).message}`, { cause: err });
  }
}
