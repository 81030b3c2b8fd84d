/**
 * umi's runtime configuration: who is logged in (the initial state that access.ts reads), the
 * ProLayout around every page but the login (showing a page once the pages' strings are in), and
 * the language and antd locale around the app.
 */
import './strings';
import { getLang, t, tOr } from '@campus/i18n';
import type { RunTimeLayoutConfig } from '@umijs/max';
import { lazy, Suspense, type ReactNode } from 'react';
import type { ConsoleState } from './access';
import { LangProvider } from './lib/lang';
import { call, toLogin } from './services/api';
import { entryAuth, entrySite } from './services/entry-endpoints';
import { setTimeZone } from './lib/time';

// The layout's widgets load with the layout, not in the entry shared with the login page.
const LangSwitch = lazy(() => import('./components/LangSwitch').then((m) => ({ default: m.LangSwitch })));
const UserMenu = lazy(() => import('./components/UserMenu').then((m) => ({ default: m.UserMenu })));
const NoAccess = lazy(() => import('./components/Exceptions').then((m) => ({ default: m.NoAccess })));
const NotFound = lazy(() => import('./components/Exceptions').then((m) => ({ default: m.NotFound })));
/** Shows its children once the pages' strings are registered (a chunk the login page goes without). */
const PageStrings = lazy(() => import('./page-strings').then(() => ({ default: (props: { children: ReactNode }) => <>{props.children}</> })));

export async function getInitialState(): Promise<ConsoleState> {
  // Times are shown and taken on the site's clock (lib/time); without its profile, this computer's.
  const zone = call(entrySite.info, {}, { silent: true }).then(
    (info) => setTimeZone(info.timezone),
    () => undefined,
  );
  try {
    // auth.me never answers 10013: it says who is logged in (nobody = null).
    const [me] = await Promise.all([call(entryAuth.me, {}, { silent: true }), zone]);
    return { user: me.user, auth: me.auth, lang: getLang() };
  } catch {
    return { user: null, auth: {}, lang: getLang() };
  }
}

export const layout: RunTimeLayoutConfig = ({ initialState }) => ({
  title: t('admin.title'),
  logo: false,
  layout: 'mix',
  // Menu names are i18n keys: `admin.menu.<name>` (ProLayout asks for `menu.<name>`, or
  // `menu.<group>.<name>` inside a group; the name alone is the key).
  menu: { locale: true },
  formatMessage: ({ id, defaultMessage }: { id: string; defaultMessage?: string }) =>
    tOr(id.startsWith('menu.') ? `admin.menu.${id.split('.').pop() ?? ''}` : `admin.${id}`, defaultMessage ?? id),
  rightContentRender: false,
  actionsRender: () => [<LangSwitch key="lang" />],
  avatarProps: {
    title: initialState?.user?.name,
    render: (_props: unknown, dom: ReactNode) => <UserMenu>{dom}</UserMenu>,
  },
  onPageChange: () => {
    if (!initialState?.user) toLogin();
  },
  childrenRender: (dom: ReactNode) => (
    <Suspense fallback={null}>
      <PageStrings>{dom}</PageStrings>
    </Suspense>
  ),
  unAccessible: <NoAccess />,
  noFound: <NotFound />,
});

export function rootContainer(container: ReactNode) {
  return <LangProvider>{container}</LangProvider>;
}
