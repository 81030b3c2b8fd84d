import { tOr } from '@campus/i18n';

/** The words for a feed's last failure: the catalogue text of its code, else the server's message. */
export function feedErrorText(error: { e: number; m: string } | null): string {
  if (!error) return '';
  return tOr(`errors.${error.e}`, error.m);
}
