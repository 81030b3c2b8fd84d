/**
 * The request client every app uses (spec sections 7 and 8), written once and UI-agnostic: it
 * sends the call the way the server expects (credentials, X-Requested-With, X-Site, form or
 * JSON body, GET query), unwraps the `{e, m, d}` envelope, and decides when the spec's error
 * behaviours happen; the app's handlers decide how they look.
 */
import type { Endpoint, InputOf, OutputOf } from '../contract/define.js';
import { E, type Envelope } from '../errors.js';
import { ApiError, CLIENT_E, localizedMessage } from './api-error.js';
import { appendQuery, encodeParams, setQueryParam, toFormData } from './encode.js';
import type { CallOptions, Client, ClientConfig, ClientHandlers } from './types.js';

export const DEFAULT_LOGIN_URL = '/site/center/login';
/** How much of a broken answer goes into the client error log. */
const LOG_EXCERPT_CHARS = 2000;

const defaultHandlers: ClientHandlers = {
  notLoggedIn(info, mode) {
    if (mode === 'alert') globalThis.alert?.(info.m);
    globalThis.location?.assign(info.loginUrl);
  },
  // The spec's global handler only logs to the console; apps replace these with their views.
  systemError: (_mode, message) => console.error(message),
  networkError: (err) => console.error(err),
  noData: () => undefined,
  loading: () => undefined,
  logError: () => undefined,
};

function isAbort(err: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (err instanceof Error && err.name === 'AbortError');
}

function parseEnvelope(text: string): Envelope {
  const body: unknown = JSON.parse(text);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error('answer is not an envelope');
  const env = body as Partial<Record<'e' | 'm' | 'd', unknown>>;
  if (typeof env.e !== 'number' || !Number.isInteger(env.e)) throw new Error('answer has no integer e');
  return { e: env.e, m: typeof env.m === 'string' ? env.m : '', d: env.d === undefined ? null : env.d };
}

function describe(err: unknown): string {
  return err instanceof Error ? `${err.name}: ${err.message}` : String(err);
}

/** Runs a handler whose own failure must not replace the ApiError the caller is owed. */
function safely(fn: () => void): void {
  try {
    fn();
  } catch (err) {
    console.error(err);
  }
}

function joinUrl(base: string, path: string): string {
  return base.endsWith('/') && path.startsWith('/') ? base.slice(0, -1) + path : base + path;
}

export function createClient(config: ClientConfig = {}): Client {
  let handlers: ClientHandlers = { ...defaultHandlers, ...config.handlers };
  const tr = (key: string, fallback: string): string => config.translate?.(key, fallback) ?? fallback;
  /** The server's catalogue text is translated by code; a specific message is shown as sent. */
  const shown = (e: number, m: string): string => localizedMessage(e, m, tr);

  function buildRequest(ep: Endpoint, input: unknown, opts: CallOptions): { url: string; init: RequestInit } {
    const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };
    const site = config.site?.();
    if (site) headers['X-Site'] = site;
    let url = joinUrl(config.base ?? '', ep.path);
    let body: BodyInit | undefined;
    if (ep.method === 'GET' || ep.urlInput) {
      url = appendQuery(url, encodeParams(input));
    } else if (ep.multipart || input instanceof FormData) {
      body = toFormData(input); // the browser sets the multipart boundary itself
    } else if (opts.json) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(input ?? {});
    } else {
      headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
      body = encodeParams(input);
    }
    const init: RequestInit = { method: ep.method, headers, credentials: 'include' };
    if (body !== undefined) init.body = body;
    if (opts.signal) init.signal = opts.signal;
    return { url, init };
  }

  /** e = 0 gives `d`; anything else runs the spec's behaviour and throws ApiError. */
  function handleEnvelope(env: Envelope, opts: CallOptions): unknown {
    const { e, m, d } = env;
    const tell = !opts.silent;
    if (e === E.OK) {
      if (opts.location && (d === null || d === undefined)) {
        const message = tr('common.dataError', '数据异常');
        if (tell) handlers.noData(message);
        throw new ApiError(E.NOT_FOUND, message, null, tell);
      }
      return d;
    }
    if (e === E.NOT_LOGGED_IN) {
      if (!tell) throw new ApiError(e, m, d);
      const mode = opts.notLoggedIn ?? 'redirect';
      if (mode === 'callback') {
        opts.onNotLoggedIn?.();
      } else {
        const given = (d as { login_url?: unknown } | null)?.login_url;
        const login = typeof given === 'string' && given ? given : (config.defaultLoginUrl ?? DEFAULT_LOGIN_URL);
        const here = config.currentUrl?.() ?? globalThis.location?.href ?? '';
        handlers.notLoggedIn({ m: shown(e, m), loginUrl: setQueryParam(login, 'redirect_url', here) }, mode);
      }
      throw new ApiError(e, m, d, mode !== 'callback' || opts.onNotLoggedIn !== undefined);
    }
    if (opts.location) {
      if (tell) handlers.noData(m ? shown(e, m) : tr('common.dataError', '数据异常'));
      throw new ApiError(e, m, d, tell);
    }
    if (e === E.SYSTEM) {
      if (tell) handlers.systemError(opts.errorMode ?? 'popup', shown(e, m));
      throw new ApiError(e, m, d, tell);
    }
    throw new ApiError(e, m, d);
  }

  async function send(ep: Endpoint, input: unknown, opts: CallOptions): Promise<unknown> {
    const { url, init } = buildRequest(ep, input, opts);
    const fetchImpl = config.fetch ?? globalThis.fetch.bind(globalThis);
    const networkFailure = (err: unknown): ApiError => {
      if (!opts.silent) safely(() => handlers.networkError(err));
      return new ApiError(CLIENT_E.NETWORK, tr('common.networkError', '网络错误'), err, !opts.silent);
    };
    let res: Response;
    let text: string;
    try {
      res = await fetchImpl(url, init);
      text = await res.text();
    } catch (err) {
      if (isAbort(err, opts.signal)) throw err;
      throw networkFailure(err);
    }
    try {
      return handleEnvelope(parseEnvelope(text), opts);
    } catch (err) {
      if (err instanceof ApiError) throw err;
      // Spec 8: an exception while handling a response is logged, then 系统异常 is shown.
      const message = tr('common.systemError', '系统异常');
      if (!opts.silent) {
        const payload = {
          err_message: describe(err),
          return_data: text.slice(0, LOG_EXCERPT_CHARS),
          // What we were doing, never the input (it may hold passwords).
          vue_data: JSON.stringify({ endpoint: ep.name, method: ep.method, path: ep.path, status: res.status }),
        };
        safely(() => handlers.logError(payload)); // a failing logger must not hide the 系统异常 view
        safely(() => handlers.systemError(opts.errorMode ?? 'popup', message));
      }
      throw new ApiError(E.SYSTEM, message, { cause: describe(err) }, !opts.silent);
    }
  }

  return {
    async call<T extends Endpoint>(ep: T, input: InputOf<T>, opts: CallOptions = {}): Promise<OutputOf<T>> {
      if (opts.loading) handlers.loading(1);
      try {
        return (await send(ep, input, opts)) as OutputOf<T>;
      } finally {
        if (opts.loading) handlers.loading(-1);
      }
    },
    setHandlers(next) {
      handlers = { ...handlers, ...next };
    },
  };
}
