/** The words for a failed call: the catalogue text of its code in the current language, else its m. */
import { E } from '@campus/api';
import { ApiError, CLIENT_E } from '@campus/api/client';
import { t, tOr } from '@campus/i18n';
import { Toast } from 'antd-mobile';

export function errorText(err: unknown): string {
  if (err instanceof ApiError) {
    const d = err.d as { field?: unknown; issues?: unknown } | null;
    const base = tOr(`errors.${err.e}`, err.m || t('common.systemError'));
    // A service's catalogued reason (packages/api reasons.ts) says why in the user's language.
    const issue = Array.isArray(d?.issues) ? (d.issues[0] as { key?: unknown; params?: unknown } | undefined) : undefined;
    if ((err.e === E.BAD_INPUT || err.e === E.CONFLICT) && typeof issue?.key === 'string') {
      const why = tOr(issue.key, '', (issue.params ?? {}) as Record<string, string | number>);
      if (why) return t('common.refusedBecause', { what: base, why });
    }
    return typeof d?.field === 'string' && err.e === E.BAD_INPUT ? `${base}: ${d.field}` : base;
  }
  return t('common.systemError');
}

/** Shows a failed call's message unless the client already told the user. */
export function toastError(err: unknown): void {
  if (err instanceof ApiError && err.handled) return;
  Toast.show({ content: errorText(err), icon: 'fail' });
}

/** A load refused because the thing is not there, or not the caller's to see: a screen's notice says it, not a toast. */
export const isMissing = (err: unknown): boolean =>
  err instanceof ApiError && (err.e === E.NOT_FOUND || err.e === E.FORBIDDEN);

/**
 * A call that got no answer (offline, a dropped connection) or a broken one: a screen that
 * refreshes on its own keeps what it shows and tries again, rather than leave for an error page.
 */
export const isConnectionLoss = (err: unknown): boolean =>
  err instanceof ApiError && (err.e === CLIENT_E.NETWORK || err.e === E.SYSTEM);
