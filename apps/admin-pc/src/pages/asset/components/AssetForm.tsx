/** Create or edit an asset: code, name, category, location, keeper (学工号), department, status, date, value, notes. */
import { asset, ASSET_EDIT_STATUSES } from '@campus/api';
import { t } from '@campus/i18n';
import { ModalForm, ProFormDatePicker, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Form, message } from 'antd';
import type { ReactElement } from 'react';
import { markFieldError } from '@/lib/form';
import { call } from '@/services/api';
import { toAssetInput, toFormValues, type AssetFormValues } from '../form';

export function AssetForm(props: { id?: string; trigger: ReactElement; departments: { id: string; name: string }[]; categories: string[]; onSaved: () => void }) {
  const [form] = Form.useForm<AssetFormValues>();
  return (
    <ModalForm<AssetFormValues>
      form={form}
      title={t(props.id ? 'adminAsset.edit' : 'adminAsset.create')}
      trigger={props.trigger}
      width={640}
      modalProps={{ destroyOnClose: true }}
      request={async () => (props.id ? toFormValues(await call(asset.detail, { id: props.id })) : ({ status: 'inUse' } as AssetFormValues))}
      onFinish={async (v) => {
        try {
          const input = toAssetInput(v);
          if (props.id) await call(asset.update, { ...input, id: props.id });
          else await call(asset.create, input);
        } catch (err) {
          markFieldError(form, err);
          return false;
        }
        message.success(t('adminAsset.saved'));
        props.onSaved();
        return true;
      }}
    >
      <ProFormText name="code" label={t('adminAsset.col.code')} rules={[{ required: true, max: 40, pattern: /^[A-Za-z0-9][A-Za-z0-9._/-]*$/ }]} />
      <ProFormText name="name" label={t('adminAsset.col.name')} rules={[{ required: true, max: 80 }]} />
      <ProFormSelect
        name="category"
        label={t('adminAsset.col.category')}
        fieldProps={{ mode: 'tags', maxCount: 1, options: props.categories.map((c) => ({ value: c, label: c })) }}
        transform={(v: string | string[]) => ({ category: Array.isArray(v) ? (v[0] ?? '') : v })}
        convertValue={(v: string | string[] | undefined) => (Array.isArray(v) ? v : v ? [v] : [])}
      />
      <ProFormText name="location" label={t('adminAsset.col.location')} rules={[{ max: 120 }]} />
      <ProFormText name="keeperNumber" label={t('adminAsset.col.keeper')} tooltip={t('adminAsset.keeperHelp')} placeholder={t('adminAsset.keeperHelp')} />
      <ProFormSelect name="departmentId" label={t('adminAsset.col.department')} options={props.departments.map((d) => ({ value: d.id, label: d.name }))} fieldProps={{ showSearch: true, allowClear: true }} />
      <ProFormSelect name="status" label={t('adminAsset.col.status')} options={ASSET_EDIT_STATUSES.map((s) => ({ value: s, label: t(`adminAsset.status.${s}`) }))} />
      <ProFormDatePicker name="purchaseDate" label={t('adminAsset.col.purchaseDate')} fieldProps={{ format: 'YYYY-MM-DD' }} />
      <ProFormText name="value" label={t('adminAsset.col.value')} rules={[{ pattern: /^\d{1,12}(\.\d{1,2})?$/ }]} />
      <ProFormTextArea name="notes" label={t('adminAsset.col.notes')} fieldProps={{ rows: 2, maxLength: 1000 }} />
    </ModalForm>
  );
}
