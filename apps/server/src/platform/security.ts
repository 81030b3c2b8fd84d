/**
 * Security headers on every answer, and the CSRF rule for state-changing calls:
 * `X-Requested-With: XMLHttpRequest` and, when the browser says where it comes from, the same origin.
 */
import { AppError, E } from '@campus/api';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface SecurityOptions {
  /** https://… when served behind TLS: HSTS and Secure cookies. */
  publicOrigin?: string | undefined;
  /** Extra script sources a site configured (messaging-app SDK, maps service). */
  extraScriptSrc?: string[];
}

/**
 * Sets the security headers on a reply: the page policy, or the API's for /api/. Run as the
 * first onRequest hook, so a route may still change one of them (a map image that may be
 * cached); the error envelope always says no-store (errors.ts). Not an onSend hook: that was a
 * phase of its own on every answer, and it overwrote what a route had said.
 */
export function securityHeaders(opts: SecurityOptions): (req: FastifyRequest, reply: FastifyReply) => void {
  const https = opts.publicOrigin?.startsWith('https://') ?? false;
  const scriptSrc = ["'self'", ...(opts.extraScriptSrc ?? [])].join(' ');
  const csp = [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    // antd and antd-mobile put styles in style attributes and <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
  // Pages (the two apps, attachments) get the full policy; JSON answers are never rendered, so
  // the API gets the policy that fits an API: nothing may load, nothing may frame it.
  const page = {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(self), geolocation=(self), microphone=()',
    'cross-origin-opener-policy': 'same-origin',
  };
  const api = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
  };
  return (req, reply) => {
    reply.headers(req.url.startsWith('/api/') ? api : page);
    if (https || req.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  };
}

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return 'invalid';
  }
}

/** Throws 10011 when a state-changing call lacks the header or comes from another origin. */
export function checkCsrf(req: FastifyRequest, publicOrigin?: string): void {
  if (req.headers['x-requested-with'] !== 'XMLHttpRequest') {
    throw new AppError(E.CSRF, 'X-Requested-With: XMLHttpRequest is required');
  }
  const claimed = originOf(req.headers.origin) ?? originOf(req.headers.referer);
  if (claimed === null) return; // no Origin/Referer: the custom header alone already forced same-origin
  // Through URL, so `Host: example.edu:80` and `Origin: http://example.edu` compare equal.
  const own = originOf(`${req.protocol}://${req.host}`);
  const allowed = new Set<string>(own && own !== 'invalid' ? [own] : []);
  if (publicOrigin) allowed.add(new URL(publicOrigin).origin);
  if (!allowed.has(claimed)) throw new AppError(E.CSRF, 'cross-origin request refused');
}
