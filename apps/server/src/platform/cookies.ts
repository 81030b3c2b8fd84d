/**
 * Cookies without a hook on every request: a request's cookies are parsed the first time code
 * asks for them (most requests read only the session cookie, once), and a reply's cookies go
 * straight into its Set-Cookie header. @fastify/cookie did the same through an onRequest hook
 * that parsed every request's cookies and an onSend hook on every answer, work every request of
 * a rush paid for (bench:rush).
 */
import { parseCookie, parseSetCookie, stringifySetCookie, type SerializeOptions } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type CookieOptions = SerializeOptions;

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's cookies, parsed on first use. */
    readonly cookies: Record<string, string | undefined>;
    /** Where `cookies` keeps them once parsed. */
    parsedCookies: Record<string, string | undefined> | null;
  }
  interface FastifyReply {
    /** Adds a Set-Cookie line (SameSite=Lax unless told otherwise), replacing one set earlier for the same name, path and domain. */
    setCookie(name: string, value: string, options?: CookieOptions): FastifyReply;
    /** Tells the browser to drop the cookie (its path and domain as it was set). */
    clearCookie(name: string, options?: CookieOptions): FastifyReply;
  }
}

function cookiesOf(this: FastifyRequest): Record<string, string | undefined> {
  if (this.parsedCookies === null) {
    const header = this.headers.cookie;
    this.parsedCookies = header ? parseCookie(header) : {};
  }
  return this.parsedCookies;
}

function setCookie(this: FastifyReply, name: string, value: string, options: CookieOptions = {}): FastifyReply {
  const line = stringifySetCookie({ sameSite: 'lax', ...options, name, value });
  const path = options.path ?? '/';
  const prev = this.getHeader('set-cookie');
  const lines = prev === undefined ? [] : Array.isArray(prev) ? prev.map(String) : [String(prev)];
  const kept = lines.filter((l) => {
    const c = parseSetCookie(l);
    return !(c.name === name && (c.path ?? '/') === path && c.domain === options.domain);
  });
  this.removeHeader('set-cookie');
  return this.header('set-cookie', kept.length > 0 ? [...kept, line] : line);
}

function clearCookie(this: FastifyReply, name: string, options: CookieOptions = {}): FastifyReply {
  return this.setCookie(name, '', { path: '/', ...options, expires: new Date(0), maxAge: 0 });
}

/** On the root instance, before any route. */
export function installCookies(app: FastifyInstance): void {
  app.decorateRequest('parsedCookies', null);
  app.decorateRequest('cookies', { getter: cookiesOf });
  app.decorateReply('setCookie', setCookie);
  app.decorateReply('clearCookie', clearCookie);
}
