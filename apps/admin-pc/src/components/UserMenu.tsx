/** The avatar's menu: who is logged in and log out (the session ends on the server first). */
import { auth } from '@campus/api';
import { t } from '@campus/i18n';
import { LogoutOutlined } from '@ant-design/icons';
import { history, useModel } from '@umijs/max';
import { Dropdown } from 'antd';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useLang } from '@/lib/lang';
import { call } from '@/services/api';

export function UserMenu({ children }: { children: ReactNode }) {
  useLang();
  const { setInitialState } = useModel('@@initialState');
  const logout = async () => {
    await call(auth.logout, {});
    flushSync(() => void setInitialState((s) => (s ? { ...s, user: null, auth: {} } : s)));
    history.replace('/login');
  };
  return (
    <Dropdown
      menu={{
        items: [{ key: 'logout', icon: <LogoutOutlined />, label: <span data-testid="logout">{t('common.logout')}</span> }],
        onClick: ({ key }) => {
          if (key === 'logout') void logout();
        },
      }}
    >
      <span data-testid="user-menu">{children}</span>
    </Dropdown>
  );
}
