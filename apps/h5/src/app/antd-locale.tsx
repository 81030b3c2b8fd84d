/**
 * antd-mobile's own words (dialog and picker buttons, empty states, pull-to-refresh) in the app's
 * language, not always Chinese: the tree through its ConfigProvider, and what is opened by a call
 * (Dialog.confirm, Toast), which renders outside the tree, through the default config.
 */
import type { Lang } from '@campus/i18n';
import { ConfigProvider, setDefaultConfig } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import zhTW from 'antd-mobile/es/locales/zh-TW';
import type { ReactNode } from 'react';
import { useLang } from '../lib/i18n';

const locales = { zh: zhCN, en: enUS, tw: zhTW } satisfies Record<Lang, typeof zhCN>;

export function AntdLocale({ children }: { children: ReactNode }) {
  const locale = locales[useLang()];
  setDefaultConfig({ locale });
  return <ConfigProvider locale={locale}>{children}</ConfigProvider>;
}
