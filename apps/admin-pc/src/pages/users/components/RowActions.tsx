/** Per-user actions: edit, roles, reset password (shown once), disable / enable. */
import { admin, type AdminUser } from '@campus/api';
import { t } from '@campus/i18n';
import { Popconfirm, Space, Typography } from 'antd';
import { call } from '@/services/api';
import { RolesModal } from './RolesModal';
import { showPassword } from './showPassword';
import { UserFormModal } from './UserFormModal';
import type { UserOptions } from './options';

export function RowActions(props: { user: AdminUser; options: UserOptions; isSuper: boolean; selfId?: string; reload: () => void }) {
  const { user, options, reload } = props;
  const act = (fn: () => Promise<unknown>) => async () => {
    try {
      await fn();
      reload();
    } catch {
      // shown by the request layer
    }
  };
  return (
    <Space size="small" wrap data-testid={`actions-${user.username}`}>
      <UserFormModal trigger={<a>{t('adminUsers.edit')}</a>} user={user} options={options} isSuper={props.isSuper} onDone={reload} />
      {options.roles && (
        <RolesModal trigger={<a data-testid={`roles-${user.username}`}>{t('adminUsers.setRoles')}</a>} user={user} roles={options.roles} onDone={reload} />
      )}
      <Popconfirm
        title={t('adminUsers.resetConfirm', { name: user.name })}
        onConfirm={act(async () => {
          const { password } = await call(admin.usersResetPassword, { id: user.id });
          showPassword(user.username, password);
        })}
      >
        <a>{t('adminUsers.resetPassword')}</a>
      </Popconfirm>
      {user.id !== props.selfId &&
        (user.status === 'active' ? (
          <Popconfirm title={t('adminUsers.disableConfirm', { name: user.name })} onConfirm={act(() => call(admin.usersDisable, { id: user.id }))}>
            <Typography.Link type="danger">{t('adminUsers.disable')}</Typography.Link>
          </Popconfirm>
        ) : (
          <Popconfirm title={t('adminUsers.enableConfirm', { name: user.name })} onConfirm={act(() => call(admin.usersEnable, { id: user.id }))}>
            <a>{t('adminUsers.enable')}</a>
          </Popconfirm>
        ))}
    </Space>
  );
}
