/** Replace a user's roles with the checked roles of this site. */
import { admin, type AdminRole, type AdminUser } from '@campus/api';
import { t } from '@campus/i18n';
import { ModalForm, ProFormCheckbox } from '@ant-design/pro-components';
import type { ReactElement } from 'react';
import { call } from '@/services/api';

export function RolesModal(props: { trigger: ReactElement; user: AdminUser; roles: AdminRole[]; onDone: () => void }) {
  return (
    <ModalForm<{ roleIds: string[] }>
      title={t('adminUsers.setRolesOf', { name: props.user.name })}
      trigger={props.trigger}
      width={480}
      modalProps={{ destroyOnHidden: true }}
      initialValues={{ roleIds: props.user.roles.map((r) => r.id) }}
      onFinish={async ({ roleIds }) => {
        try {
          await call(admin.usersSetRoles, { id: props.user.id, roleIds: roleIds ?? [] });
        } catch {
          return false;
        }
        props.onDone();
        return true;
      }}
    >
      <ProFormCheckbox.Group
        name="roleIds"
        layout="vertical"
        options={props.roles.map((r) => ({ value: r.id, label: `${r.name} (${r.code})` }))}
      />
    </ModalForm>
  );
}
