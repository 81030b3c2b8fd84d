/**
 * An OpenID provider for the tests: the `oidc-provider` package on 127.0.0.1 (random port) with
 * one confidential client, PKCE required, and our own small login + consent screens (plain HTML
 * forms checking a password). `HttpBrowser` drives them like a person would: it follows
 * redirects, keeps cookies and submits the forms it is shown.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';

export interface OidcUser {
  password: string;
  name: string;
}

export interface OidcProviderHandle {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

// The package ships no type declarations: this is the part of its API the test uses.
interface Interaction {
  uid: string;
  prompt: { name: string; details: { missingOIDCScope?: string[]; missingOIDCClaims?: string[] } };
  params: Record<string, unknown>;
  session?: { accountId?: string };
  grantId?: string;
}
interface ProviderLike {
  callback(): (req: http.IncomingMessage, res: http.ServerResponse) => void;
  interactionDetails(req: http.IncomingMessage, res: http.ServerResponse): Promise<Interaction>;
  interactionFinished(req: http.IncomingMessage, res: http.ServerResponse, result: object, o?: object): Promise<void>;
  Grant: new (o: { accountId: string; clientId: string }) => {
    addOIDCScope(s: string): void;
    addOIDCClaims(c: string[]): void;
    save(): Promise<string>;
  };
}
type ProviderCtor = new (issuer: string, config: object) => ProviderLike;

const esc = (s: string) => s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return new URLSearchParams(body);
}

export async function startOidcProvider(opts: { redirectUris: string[]; users: Record<string, OidcUser> }): Promise<OidcProviderHandle> {
  // A non-literal specifier: the untyped package is described by ProviderLike above.
  const mod = (await import('oidc-provider' as string)) as { default: ProviderCtor };
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test-key' };
  const clientId = 'campus-portal';
  const clientSecret = 'test-secret-0123456789abcdef0123456789';

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new mod.default(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: opts.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    ttl: { AuthorizationCode: 60, AccessToken: 600, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    jwks: { keys: [jwk] },
    cookies: { keys: ['test-cookie-signing-key'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'] },
    findAccount: (_ctx: unknown, sub: string) => {
      const u = opts.users[sub];
      return u ? { accountId: sub, claims: () => ({ sub, name: u.name, preferred_username: sub }) } : undefined;
    },
  });
  const callback = provider.callback();

  async function interaction(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const [, , uid, action] = (req.url ?? '').split('?')[0]!.split('/');
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) return void res.writeHead(400).end('interaction mismatch');
    const page = (body: string): void => void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html><body>${body}</body></html>`);
    if (req.method === 'GET') {
      if (details.prompt.name === 'login') {
        return page(`<form method="post" action="/interaction/${esc(uid)}/login"><input name="login"><input name="password" type="password"><button>Sign in</button></form>`);
      }
      return page(`<form method="post" action="/interaction/${esc(uid)}/confirm"><input type="hidden" name="confirm" value="yes"><button>Allow</button></form>`);
    }
    const form = await readForm(req);
    if (action === 'login') {
      const login = form.get('login') ?? '';
      if (opts.users[login]?.password !== form.get('password')) {
        return page(`<p>wrong password</p><form method="post" action="/interaction/${esc(uid)}/login"><input name="login"><input name="password" type="password"></form>`);
      }
      return provider.interactionFinished(req, res, { login: { accountId: login } }, { mergeWithLastSubmission: false });
    }
    const grant = new provider.Grant({ accountId: details.session!.accountId!, clientId: String(details.params.client_id) });
    if (details.prompt.details.missingOIDCScope) grant.addOIDCScope(details.prompt.details.missingOIDCScope.join(' '));
    if (details.prompt.details.missingOIDCClaims) grant.addOIDCClaims(details.prompt.details.missingOIDCClaims);
    await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
  }

  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.url?.startsWith('/interaction/')) {
      interaction(req, res).catch((err: unknown) => res.writeHead(500).end(String(err)));
    } else {
      callback(req, res);
    }
  });
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser for the provider's pages: cookies per host, manual redirects, form submission. */
export class HttpBrowser {
  private jar = new Map<string, Map<string, string>>();

  private cookieHeader(url: URL): string {
    return [...(this.jar.get(url.host) ?? new Map<string, string>())].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keep(url: URL, res: Response): void {
    const jar = this.jar.get(url.host) ?? new Map<string, string>();
    this.jar.set(url.host, jar);
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const i = pair!.indexOf('=');
      const name = pair!.slice(0, i).trim();
      const value = pair!.slice(i + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]!) < Date.now()));
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
  }

  async request(url: URL, form?: URLSearchParams): Promise<Response> {
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: this.cookieHeader(url), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(form ? { body: form.toString() } : {}),
    });
    this.keep(url, res);
    return res;
  }

  /**
   * Opens `start` and acts on what comes back — follows redirects, fills the form fields it knows
   * from `fill` and submits — until a redirect leaves for `stopAt`; returns that address.
   */
  async runUntil(start: string, stopAt: string, fill: Record<string, string>): Promise<URL> {
    let url = new URL(start);
    let form: URLSearchParams | undefined;
    for (let step = 0; step < 15; step++) {
      const res = await this.request(url, form);
      form = undefined;
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location) {
        const next = new URL(location, url);
        if (next.href.startsWith(stopAt)) return next;
        url = next;
        continue;
      }
      const html = await res.text();
      const m = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
      if (!m) throw new Error(`no form and no redirect at ${url.href}: ${res.status} ${html.slice(0, 300)}`);
      form = new URLSearchParams();
      for (const input of m[2]!.matchAll(/<input([^>]*)>/gi)) {
        const name = /name="([^"]+)"/.exec(input[1]!)?.[1];
        if (!name) continue;
        form.set(name, fill[name] ?? /value="([^"]*)"/.exec(input[1]!)?.[1] ?? '');
      }
      url = new URL(m[1]!.replace(/&amp;/g, '&'), url);
    }
    throw new Error(`too many steps from ${start}`);
  }
}
