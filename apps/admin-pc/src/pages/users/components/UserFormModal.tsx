/**
 * Create a user (with roles and an optional password; without one the server makes one and
 * we show it once) or edit one's profile.
 */
import { admin, USER_KINDS, type AdminUser } from '@campus/api';
import { t } from '@campus/i18n';
import { ModalForm, ProFormDependency, ProFormSelect, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import { Form } from 'antd';
import type { ReactElement } from 'react';
import { markFieldError } from '@/lib/form';
import { call } from '@/services/api';
import type { UserOptions } from './options';
import { showPassword } from './showPassword';

interface Values {
  username: string;
  password?: string;
  name: string;
  number?: string;
  kind: (typeof USER_KINDS)[number];
  departmentId?: string;
  classId?: string;
  mobile?: string;
  email?: string;
  roleIds?: string[];
  isSuper?: boolean;
}

export function kindOptions() {
  return USER_KINDS.map((k) => ({ value: k, label: t(`adminUsers.kinds.${k}`) }));
}

export function UserFormModal(props: {
  trigger: ReactElement;
  user?: AdminUser;
  options: UserOptions;
  isSuper: boolean;
  onDone: () => void;
}) {
  const { user, options } = props;
  const [form] = Form.useForm<Values>();
  const editing = user !== undefined;
  const submit = async (v: Values): Promise<boolean> => {
    try {
      if (editing) {
        await call(admin.usersUpdate, {
          id: user.id,
          name: v.name,
          number: v.number ?? '',
          kind: v.kind,
          departmentId: v.departmentId ?? '',
          classId: v.classId ?? '',
          mobile: v.mobile ?? '',
          email: v.email ?? '',
          ...(props.isSuper ? { isSuper: v.isSuper ?? false } : {}),
        });
      } else {
        const res = await call(admin.usersCreate, { ...v, number: v.number ?? '', mobile: v.mobile ?? '', email: v.email ?? '', roleIds: v.roleIds ?? [] });
        if (res.password) showPassword(res.user.username, res.password);
      }
      props.onDone();
      return true;
    } catch (err) {
      markFieldError(form, err);
      return false;
    }
  };
  return (
    <ModalForm<Values>
      form={form}
      title={editing ? t('adminUsers.edit') : t('adminUsers.create')}
      trigger={props.trigger}
      width={560}
      modalProps={{ destroyOnHidden: true }}
      initialValues={
        user
          ? {
              name: user.name,
              number: user.number,
              kind: user.kind as Values['kind'],
              departmentId: user.departmentId ?? undefined,
              classId: user.classId ?? undefined,
              mobile: user.mobile,
              email: user.email,
              isSuper: user.isSuper,
            }
          : { kind: 'student' }
      }
      onFinish={submit}
    >
      {!editing && (
        <ProFormText
          name="username"
          label={t('adminUsers.username')}
          rules={[{ required: true }, { pattern: /^[A-Za-z0-9_.@-]{2,64}$/, message: t('adminUsers.usernameRule') }]}
        />
      )}
      {!editing && <ProFormText.Password name="password" label={t('adminUsers.password')} extra={t('adminUsers.passwordHelp')} />}
      <ProFormText name="name" label={t('adminUsers.name')} rules={[{ required: true, max: 64 }]} />
      <ProFormText name="number" label={t('adminUsers.number')} rules={[{ max: 64 }]} />
      <ProFormSelect name="kind" label={t('adminUsers.kind')} options={kindOptions()} rules={[{ required: true }]} />
      <ProFormSelect
        name="departmentId"
        label={t('adminUsers.department')}
        allowClear
        showSearch
        options={options.departments.map((d) => ({ value: d.id, label: d.name }))}
      />
      <ProFormDependency name={['departmentId']}>
        {({ departmentId }: { departmentId?: string }) => (
          <ProFormSelect
            name="classId"
            label={t('adminUsers.class')}
            allowClear
            showSearch
            options={options.classes
              .filter((c) => !departmentId || c.departmentId === departmentId)
              .map((c) => ({ value: c.id, label: c.grade ? `${c.grade} ${c.name}` : c.name }))}
          />
        )}
      </ProFormDependency>
      <ProFormText name="mobile" label={t('adminUsers.mobile')} rules={[{ pattern: /^[0-9+\- ]*$/, message: t('adminUsers.mobileRule') }]} />
      <ProFormText name="email" label={t('adminUsers.email')} rules={[{ type: 'email' }]} />
      {!editing && options.roles && (
        <ProFormSelect
          name="roleIds"
          label={t('adminUsers.roles')}
          mode="multiple"
          options={options.roles.map((r) => ({ value: r.id, label: r.name }))}
        />
      )}
      {props.isSuper && <ProFormSwitch name="isSuper" label={t('adminUsers.isSuper')} />}
    </ModalForm>
  );
}
