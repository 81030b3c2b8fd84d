/**
 * How an API failure reads to a person: the i18n text of its code (`errors.<e>`), and for bad
 * input the field the server named. Pure, so it is unit-tested without umi or antd.
 */
import { E } from '@campus/api';
import { ApiError } from '@campus/api/client';
import { tOr } from '@campus/i18n';

export function fieldOf(err: unknown): string | null {
  if (!(err instanceof ApiError) || err.e !== E.BAD_INPUT) return null;
  const field = (err.d as { field?: unknown } | null)?.field;
  return typeof field === 'string' && field ? field : null;
}

export function errorText(err: unknown): string {
  if (!(err instanceof ApiError)) return tOr('errors.10000', '系统异常');
  const text = tOr(`errors.${err.e}`, err.m);
  // Bad input: the server's message names the field and why (`name: too long`).
  if (err.e === E.BAD_INPUT && err.m && err.m !== text) return `${text}: ${err.m}`;
  return text;
}
