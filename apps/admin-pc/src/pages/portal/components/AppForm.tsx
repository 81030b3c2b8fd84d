/** Create or edit an app of the directory: name, icon, category, a path of the H5 or an outside address, sign-on, roles. */
import { portal, sso, type PortalApp, type PortalCategory } from '@campus/api';
import { t } from '@campus/i18n';
import { ModalForm, ProFormDependency, ProFormDigit, ProFormRadio, ProFormSelect, ProFormSwitch, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Form } from 'antd';
import { useEffect, useState, type ReactElement } from 'react';
import { markFieldError } from '@/lib/form';
import { call } from '@/services/api';

interface Values {
  name: string;
  icon?: string;
  description?: string;
  categoryId?: string;
  kind: 'route' | 'url';
  target: string;
  ssoMethod?: string;
  roles?: string[];
  enabled: boolean;
  sort?: number;
}

/** The site's sign-on methods (the sso module's public list), for outside apps. */
function useSsoMethods() {
  const [methods, setMethods] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    call(sso.init, {}, { silent: true }).then((d) => setMethods(d.methods.map((m) => ({ value: m.id, label: m.name }))), () => undefined);
  }, []);
  return methods;
}

export function AppForm(props: { app?: PortalApp; categories: PortalCategory[]; roles: { value: string; label: string }[]; trigger: ReactElement; onSaved: () => void }) {
  const a = props.app;
  const [form] = Form.useForm<Values>();
  const methods = useSsoMethods();
  return (
    <ModalForm<Values>
      form={form}
      title={t(a ? 'adminPortal.editApp' : 'adminPortal.newApp')}
      trigger={props.trigger}
      width={620}
      modalProps={{ destroyOnClose: true }}
      initialValues={
        a
          ? { name: a.name, icon: a.icon, description: a.description, categoryId: a.categoryId ?? undefined, kind: a.kind, target: a.target, ssoMethod: a.ssoMethod ?? undefined, roles: a.roles, enabled: a.enabled, sort: a.sort }
          : { kind: 'route', enabled: true, sort: 0, roles: [] }
      }
      onFinish={async (v) => {
        try {
          await call(portal.saveApp, {
            id: a?.id,
            name: v.name,
            icon: v.icon ?? '',
            description: v.description ?? '',
            categoryId: v.categoryId ?? '',
            kind: v.kind,
            target: v.target,
            ssoMethod: v.kind === 'url' ? (v.ssoMethod ?? '') : '',
            roles: v.roles ?? [],
            enabled: v.enabled,
            sort: v.sort ?? 0,
          });
        } catch (err) {
          markFieldError(form, err);
          return false;
        }
        props.onSaved();
        return true;
      }}
    >
      <ProFormText name="name" label={t('adminPortal.col.name')} rules={[{ required: true, max: 30 }]} />
      <ProFormText name="icon" label={t('adminPortal.col.icon')} tooltip={t('adminPortal.hint.icon')} rules={[{ max: 300 }]} />
      <ProFormTextArea name="description" label={t('adminPortal.col.description')} fieldProps={{ rows: 2, maxLength: 200 }} />
      <ProFormSelect name="categoryId" label={t('adminPortal.col.category')} allowClear options={props.categories.map((c) => ({ value: c.id, label: c.name }))} />
      <ProFormRadio.Group name="kind" label={t('adminPortal.col.kind')} options={[{ value: 'route', label: t('adminPortal.kind.route') }, { value: 'url', label: t('adminPortal.kind.url') }]} />
      <ProFormText name="target" label={t('adminPortal.col.target')} tooltip={t('adminPortal.hint.target')} rules={[{ required: true, max: 1000 }]} />
      <ProFormDependency name={['kind']}>
        {({ kind }) =>
          kind === 'url' ? <ProFormSelect name="ssoMethod" label={t('adminPortal.col.ssoMethod')} tooltip={t('adminPortal.hint.ssoMethod')} allowClear options={methods} /> : null
        }
      </ProFormDependency>
      <ProFormSelect name="roles" label={t('adminPortal.col.roles')} tooltip={t('adminPortal.hint.roles')} mode="tags" options={props.roles} />
      <ProFormSwitch name="enabled" label={t('adminPortal.col.enabled')} />
      <ProFormDigit name="sort" label={t('adminPortal.col.sort')} min={0} fieldProps={{ precision: 0 }} />
    </ModalForm>
  );
}
