/** React binding of packages/i18n: re-renders on a language switch. */
import { getLang, subscribe, t, type I18nKey, type Lang } from '@campus/i18n';
import { useSyncExternalStore } from 'react';

export function useLang(): Lang {
  return useSyncExternalStore(subscribe, getLang, getLang);
}

/** `const tr = useT(); tr('h5.title.login')` — the component follows the language. */
export function useT(): (key: I18nKey, params?: Record<string, string | number>) => string {
  const lang = useLang();
  return (key, params) => t(key, params, lang);
}
