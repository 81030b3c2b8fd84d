/** Create a role, or rename one and replace its permission map. */
import { admin, type AdminRole, type AuthMap } from '@campus/api';
import { t } from '@campus/i18n';
import { ModalForm, ProFormItem, ProFormText } from '@ant-design/pro-components';
import { Form } from 'antd';
import type { ReactElement } from 'react';
import { markFieldError } from '@/lib/form';
import { call } from '@/services/api';
import { AuthMapEditor } from './AuthMapEditor';
import type { ModuleInfo } from './authMap';

interface Values {
  code: string;
  name: string;
  auth: AuthMap;
}

export function RoleFormModal(props: { trigger: ReactElement; role?: AdminRole; known: ModuleInfo[]; onDone: () => void }) {
  const { role } = props;
  const [form] = Form.useForm<Values>();
  return (
    <ModalForm<Values>
      form={form}
      title={role ? t('adminRoles.edit') : t('adminRoles.create')}
      trigger={props.trigger}
      width={860}
      modalProps={{ destroyOnHidden: true }}
      initialValues={role ? { code: role.code, name: role.name, auth: role.auth } : { auth: {} }}
      onFinish={async (v) => {
        try {
          // The map travels as JSON: form encoding cannot say "an empty list".
          if (role) await call(admin.rolesUpdate, { id: role.id, name: v.name, auth: v.auth ?? {} }, { json: true });
          else await call(admin.rolesCreate, { code: v.code, name: v.name, auth: v.auth ?? {} }, { json: true });
        } catch (err) {
          markFieldError(form, err);
          return false;
        }
        props.onDone();
        return true;
      }}
    >
      <ProFormText
        name="code"
        label={t('adminRoles.code')}
        disabled={role !== undefined}
        rules={[{ required: true }, { pattern: /^[A-Za-z][A-Za-z0-9_]{0,63}$/, message: t('adminRoles.codeRule') }]}
      />
      <ProFormText name="name" label={t('adminRoles.name')} rules={[{ required: true, max: 64 }]} />
      <ProFormItem name="auth" label={t('adminRoles.permissions')}>
        <AuthMapEditor known={props.known} />
      </ProFormItem>
    </ModalForm>
  );
}
