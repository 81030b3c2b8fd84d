/** A new form (its name, settings, and what the designer starts from: a template or a blank form), or an existing form's settings. */
import { forms, type FormSummary } from '@campus/api';
import { t } from '@campus/i18n';
import { ModalForm, ProFormRadio, ProFormSwitch, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import type { ReactElement } from 'react';
import { call } from '@/services/api';
import { TEMPLATES, type TemplateName } from '../starts';

export function CreateForm(props: { form?: FormSummary; trigger: ReactElement; onSaved: (id: string, template: TemplateName) => void }) {
  const f = props.form;
  return (
    <ModalForm<{ name: string; category?: string; description?: string; allowEdit: boolean; template: TemplateName }>
      title={t(f ? 'adminForms.settings' : 'adminForms.create')}
      trigger={props.trigger}
      width={560}
      modalProps={{ destroyOnClose: true }}
      initialValues={f ? { name: f.name, category: f.category, description: f.description, allowEdit: f.allowEdit } : { allowEdit: false, template: 'blank' }}
      onFinish={async (v) => {
        const { id } = await call(forms.save, { id: f?.id, name: v.name, category: v.category ?? '', description: v.description ?? '', allowEdit: v.allowEdit });
        props.onSaved(id, v.template);
        return true;
      }}
    >
      <ProFormText name="name" label={t('adminForms.col.name')} rules={[{ required: true, max: 80 }]} />
      <ProFormText name="category" label={t('adminForms.col.category')} rules={[{ max: 40 }]} />
      <ProFormTextArea name="description" label={t('adminForms.description')} fieldProps={{ rows: 2, maxLength: 500 }} />
      <ProFormSwitch name="allowEdit" label={t('adminForms.allowEdit')} />
      {f ? null : (
        <ProFormRadio.Group name="template" label={t('adminForms.startFrom')} options={Object.keys(TEMPLATES).map((k) => ({ value: k, label: t(`adminForms.template.${k as TemplateName}`) }))} />
      )}
    </ModalForm>
  );
}
