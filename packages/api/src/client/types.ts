/** The client's configuration, the UI hooks each app plugs in, and per-call options. */
import type { Endpoint, InputOf, OutputOf } from '../contract/define.js';

export type NotLoggedInMode = 'redirect' | 'alert';
export type ErrorMode = 'page' | 'popup';

/** What the app does for the spec's error behaviours (section 8); the client decides when. */
export interface ClientHandlers {
  /** 10013: hide pop-ups, then go to `loginUrl` (redirect) or show `m` with 确定 and then go (alert). */
  notLoggedIn(info: { m: string; loginUrl: string }, mode: NotLoggedInMode): void;
  /** 系统异常: the full-page view (page) or a pop-up that disappears after 1.5 s (popup). */
  systemError(mode: ErrorMode, message: string): void;
  /** fetch failed (offline, connection refused ...): the network-error callback. */
  networkError(err: unknown): void;
  /** Location error mode: replace the page by the no-data view showing `message`. */
  noData(message: string): void;
  /** +1 when a counted request starts, -1 when it ends (wire to a LoadingCounter). */
  loading(delta: 1 | -1): void;
  /** A response could not be handled: post this to /api/log/save-web-log (silently). */
  logError(payload: { err_message: string; return_data: string; vue_data: string }): void;
}

export interface ClientConfig {
  /** Prefix put before `endpoint.path` (spec: the API base); default ''. */
  base?: string;
  /** The site id of the current page (the `/{site}/site/...` segment), sent as X-Site. */
  site?: () => string | undefined;
  handlers?: Partial<ClientHandlers>;
  fetch?: typeof fetch;
  /** The current address, sent back as `redirect_url` on 10013; default `location.href`. */
  currentUrl?: () => string;
  /** Used on 10013 when the answer carries no `d.login_url`; default '/site/center/login'. */
  defaultLoginUrl?: string;
  /**
   * Turns a text key of packages/i18n into words (pass `tOr` from @campus/i18n); the client
   * uses it for the messages it makes itself (数据异常, 系统异常, 网络错误). Default: the Chinese text.
   */
  translate?: (key: string, fallback: string) => string;
}

export interface CallOptions {
  /** Send a JSON body instead of the default form-encoded one (POST only). */
  json?: boolean;
  /** 10013: run `onNotLoggedIn`, redirect to the login URL (default), or alert then redirect. */
  notLoggedIn?: 'callback' | NotLoggedInMode;
  onNotLoggedIn?: () => void;
  /** 系统异常 as a full page or a 1.5 s pop-up; default 'popup'. */
  errorMode?: ErrorMode;
  /** Location error mode: a failed or empty answer replaces the page by the no-data view. */
  location?: boolean;
  /** Failures are ignored: no handler runs (site info, share and log calls). Still rejects. */
  silent?: boolean;
  /** Counts in the loading counter while in flight. */
  loading?: boolean;
  signal?: AbortSignal;
}

export interface Client {
  /** Resolves with `d` when e = 0; otherwise rejects with ApiError after the spec's behaviours. */
  call<T extends Endpoint>(ep: T, input: InputOf<T>, opts?: CallOptions): Promise<OutputOf<T>>;
  /** Replace some handlers later (e.g. once the router exists). */
  setHandlers(handlers: Partial<ClientHandlers>): void;
}
