/**
 * The bounded feed fetcher. Outside URLs are untrusted, so every request is limited: http and
 * https only, a connect and a total timeout, a byte limit (after decompression) that aborts
 * the transfer, a few redirects each checked again, and no connection to a private, loopback,
 * link-local or reserved address unless the site allow-listed the host. The name is resolved
 * here, every address checked, and the socket connects to the checked address (through the
 * `lookup` hook), so a DNS answer cannot change between the check and the connection.
 */
import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import zlib from 'node:zlib';
import { isPublicAddress } from './address.js';

export type FeedFailure =
  | 'bad_url'
  | 'blocked'
  | 'timeout'
  | 'too_large'
  | 'unreachable'
  | 'http_status'
  | 'redirects'
  | 'not_xml'
  | 'not_feed';

export class FeedError extends Error {
  constructor(
    readonly reason: FeedFailure,
    message: string,
  ) {
    super(message);
    this.name = 'FeedError';
  }
}

export interface FetchLimits {
  connectMs: number;
  totalMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** Lower-case host names (or literal addresses) an administrator allowed despite the rules. */
  allowHosts: readonly string[];
}

export const DEFAULT_LIMITS: FetchLimits = {
  connectMs: 5000,
  totalMs: 15000,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 3,
  allowHosts: [],
};

export interface Fetched {
  url: string;
  contentType: string;
  body: Buffer;
}

const hostOf = (u: URL) => u.hostname.replace(/^\[|\]$/g, '').toLowerCase();

/** The URL if it may be fetched at all (scheme, no credentials), else a FeedError. */
export function checkUrl(text: string): URL {
  let u: URL;
  try {
    u = new URL(text);
  } catch {
    throw new FeedError('bad_url', 'not a valid URL');
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new FeedError('bad_url', 'only http and https URLs');
  if (u.username || u.password) throw new FeedError('bad_url', 'URLs with credentials are not fetched');
  return u;
}

/** Resolves the host and returns the address to connect to, refusing internal ones. */
export async function resolveChecked(
  u: URL,
  allowHosts: readonly string[],
  deadline = Date.now() + DEFAULT_LIMITS.totalMs,
): Promise<{ address: string; family: number }> {
  const host = hostOf(u);
  const allowed = allowHosts.includes(host);
  let answers: { address: string; family: number }[];
  let timer: NodeJS.Timeout | undefined;
  // The resolver has its own (long) timeouts: the total time limit covers name resolution too.
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new FeedError('timeout', `cannot resolve ${host} in time`)),
      Math.max(1, deadline - Date.now()),
    );
  });
  try {
    answers = await Promise.race([dns.lookup(host, { all: true, verbatim: true }), late]);
  } catch (err) {
    throw err instanceof FeedError ? err : new FeedError('unreachable', `cannot resolve ${host}`);
  } finally {
    clearTimeout(timer);
  }
  if (answers.length === 0) throw new FeedError('unreachable', `cannot resolve ${host}`);
  // Every answer must be public: a name with one internal address is refused as a whole.
  if (!allowed && answers.some((a) => !isPublicAddress(a.address))) {
    throw new FeedError('blocked', `${host} resolves to an internal address`);
  }
  return answers[0]!;
}

/** A lookup that answers only the checked address (both callback shapes Node uses). */
function pinned(address: string, family: number): LookupFunction {
  return ((_host: string, opts: { all?: boolean }, cb: (...args: unknown[]) => void) => {
    if (opts?.all) cb(null, [{ address, family }]);
    else cb(null, address, family);
  }) as unknown as LookupFunction;
}

interface Answer {
  status: number;
  location: string | undefined;
  contentType: string;
  body: Buffer;
}

function requestOnce(
  u: URL,
  target: { address: string; family: number },
  limits: FetchLimits,
  deadline: number,
): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    const lib = u.protocol === 'https:' ? https : http;
    const remaining = Math.max(1, deadline - Date.now());
    const req = lib.request(u, {
      method: 'GET',
      lookup: pinned(target.address, target.family),
      agent: false,
      headers: {
        accept: 'application/rss+xml, application/atom+xml, application/xml, text/xml;q=0.9, */*;q=0.1',
        'accept-encoding': 'gzip, deflate',
        'user-agent': 'CampusPortal-FeedFetcher/1.0',
      },
    });
    let settled = false;
    const fail = (e: FeedError) => {
      if (settled) return;
      settled = true;
      clearTimeout(total);
      clearTimeout(connect);
      req.destroy();
      reject(e);
    };
    const total = setTimeout(
      () => fail(new FeedError('timeout', `no complete answer within ${limits.totalMs} ms`)),
      remaining,
    );
    const connect = setTimeout(
      () => fail(new FeedError('timeout', `no connection within ${limits.connectMs} ms`)),
      limits.connectMs,
    );
    req.on('socket', (s) => {
      const ok = () => clearTimeout(connect);
      s.once(u.protocol === 'https:' ? 'secureConnect' : 'connect', ok);
    });
    req.on('error', (err) =>
      fail(new FeedError('unreachable', `connection failed (${(err as NodeJS.ErrnoException).code ?? 'error'})`)),
    );
    req.on('response', (res) => {
      clearTimeout(connect);
      const status = res.statusCode ?? 0;
      const meta = { status, location: res.headers.location, contentType: String(res.headers['content-type'] ?? '') };
      if (status >= 300 && status < 400) {
        res.resume();
        settled = true;
        clearTimeout(total);
        req.destroy();
        resolve({ ...meta, body: Buffer.alloc(0) });
        return;
      }
      const declared = Number(res.headers['content-length'] ?? 0);
      if (declared > limits.maxBytes) return fail(new FeedError('too_large', `larger than ${limits.maxBytes} bytes`));
      const enc = String(res.headers['content-encoding'] ?? '').toLowerCase();
      const stream =
        enc === 'gzip' ? res.pipe(zlib.createGunzip()) : enc === 'deflate' ? res.pipe(zlib.createInflate()) : res;
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (c: Buffer) => {
        size += c.length;
        if (size > limits.maxBytes) return fail(new FeedError('too_large', `larger than ${limits.maxBytes} bytes`));
        chunks.push(c);
      });
      stream.on('error', () => fail(new FeedError('unreachable', 'the answer could not be read')));
      stream.on('end', () => {
        if (settled) return;
        settled = true;
        clearTimeout(total);
        resolve({ ...meta, body: Buffer.concat(chunks) });
      });
    });
    req.end();
  });
}

/** Fetches a feed URL within the limits, following at most `maxRedirects` checked redirects. */
export async function fetchFeed(url: string, limits: FetchLimits = DEFAULT_LIMITS): Promise<Fetched> {
  const deadline = Date.now() + limits.totalMs;
  let u = checkUrl(url);
  for (let hop = 0; ; hop++) {
    const target = await resolveChecked(u, limits.allowHosts, deadline);
    const res = await requestOnce(u, target, limits, deadline);
    if (res.status >= 300 && res.status < 400 && res.location) {
      if (hop >= limits.maxRedirects) throw new FeedError('redirects', `more than ${limits.maxRedirects} redirects`);
      u = checkUrl(new URL(res.location, u).toString());
      continue;
    }
    if (res.status < 200 || res.status >= 300)
      throw new FeedError('http_status', `the server answered HTTP ${res.status}`);
    return { url: u.toString(), contentType: res.contentType, body: res.body };
  }
}
