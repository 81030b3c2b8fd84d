/** The words for a failed call: the catalogue text of its code in the current language, else its m. */
import { E } from '@campus/api';
import { ApiError } from '@campus/api/client';
import { t, tOr } from '@campus/i18n';
import { Toast } from 'antd-mobile';

export function errorText(err: unknown): string {
  if (err instanceof ApiError) {
    const field = (err.d as { field?: unknown } | null)?.field;
    const base = tOr(`errors.${err.e}`, err.m || t('common.systemError'));
    return typeof field === 'string' && err.e === 10001 ? `${base}: ${field}` : base;
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
