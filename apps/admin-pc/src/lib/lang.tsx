/**
 * The console's language (zh, en, tw) from packages/i18n's store, which persists it. Components
 * that render text call `useLang()` so they re-render when it changes; the root gives antd and
 * pro-components the matching locale, and no animations when the system asks for less motion.
 */
import { getLang, subscribe, type Lang } from '@campus/i18n';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useReducedMotion } from './motion';

export function useLang(): Lang {
  return useSyncExternalStore(subscribe, getLang, getLang);
}

const ANTD = { zh: zhCN, en: enUS, tw: zhTW } as const;
const STILL = { token: { motion: false } };
const HTML_LANG = { zh: 'zh-CN', en: 'en', tw: 'zh-TW' } as const;

export function LangProvider({ children }: { children: ReactNode }) {
  const lang = useLang();
  const still = useReducedMotion();
  useEffect(() => {
    document.documentElement.lang = HTML_LANG[lang];
  }, [lang]);
  return (
    <ConfigProvider locale={ANTD[lang]} theme={still ? STILL : undefined}>
      {children}
    </ConfigProvider>
  );
}
