/**
 * The one error type a call rejects with. `e`, `m`, `d` are the server's envelope when it
 * answered; client-side failures use the codes below so the apps can map every code to an
 * i18n message in one place (`errors.<e>`, falling back to `m`).
 */
import { E, defaultMessages } from '../errors.js';

/** Client-side codes (negative, never sent by the server). */
export const CLIENT_E = {
  /** fetch itself failed: offline, DNS, CORS, connection reset. */
  NETWORK: -1,
} as const;

export class ApiError extends Error {
  readonly e: number;
  readonly m: string;
  readonly d: unknown;
  /**
   * True when the client already told the user (10013 handler, no-data view, system error,
   * network error), so the caller should not show the message a second time.
   */
  readonly handled: boolean;

  constructor(e: number, m: string, d: unknown = null, handled = false) {
    super(m);
    this.name = 'ApiError';
    this.e = e;
    this.m = m;
    this.d = d;
    this.handled = handled;
  }
}

export type Translate = (key: string, fallback: string) => string;

const keep: Translate = (_key, fallback) => fallback;

/**
 * The words to show for an answer: the catalogue text of `e` in the current language when the
 * server sent the catalogue text (or nothing), else the server's own, more specific message.
 * Pass `tOr` from @campus/i18n as `translate`.
 */
export function localizedMessage(e: number, m: string, translate: Translate = keep): string {
  if (e === CLIENT_E.NETWORK) return translate('common.networkError', m || '网络错误');
  const catalogue = defaultMessages[e];
  if (m && m !== catalogue) return m;
  return translate(`errors.${e}`, catalogue ?? (m || defaultMessages[E.SYSTEM] || '系统异常'));
}

/** The message of anything a call rejected with, for a toast or an error view. */
export function errorMessage(err: unknown, translate: Translate = keep): string {
  if (err instanceof ApiError) return localizedMessage(err.e, err.m, translate);
  return translate('common.systemError', '系统异常');
}
