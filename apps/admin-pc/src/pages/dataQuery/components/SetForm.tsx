/** Create or edit a query set: what people type (key columns), what they see, when, and how often. */
import { dataQuery, type AdminQuerySet } from '@campus/api';
import { t } from '@campus/i18n';
import { ModalForm, ProFormDateTimeRangePicker, ProFormDigit, ProFormSelect, ProFormSwitch, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Form, message } from 'antd';
import type { ReactElement } from 'react';
import { markFieldError } from '@/lib/form';
import { pickerValue, toSeconds } from '@/lib/table';
import { call } from '@/services/api';

interface Values {
  title: string;
  description?: string;
  keyColumns: string[];
  showColumns: string[];
  numberColumn?: string;
  window?: [unknown, unknown];
  limitPerHour: number;
  published: boolean;
}

const initial = (s?: AdminQuerySet): Partial<Values> =>
  s
    ? {
        title: s.title,
        description: s.description,
        keyColumns: s.keyColumns,
        showColumns: s.showColumns,
        numberColumn: s.numberColumn ?? undefined,
        window: s.opensAt !== null || s.closesAt !== null ? [pickerValue(s.opensAt), pickerValue(s.closesAt)] : undefined,
        limitPerHour: s.limitPerHour,
        published: s.published,
      }
    : { limitPerHour: 10, published: false, keyColumns: [], showColumns: [] };

export function SetForm(props: { set?: AdminQuerySet; trigger: ReactElement; onSaved: () => void }) {
  const [form] = Form.useForm<Values>();
  const submit = async (v: Values) => {
    try {
      await call(
        dataQuery.saveSet,
        {
          id: props.set?.id,
          title: v.title,
          description: v.description ?? '',
          keyColumns: v.keyColumns,
          showColumns: v.showColumns,
          numberColumn: v.numberColumn ?? '',
          opensAt: toSeconds(v.window?.[0]),
          closesAt: toSeconds(v.window?.[1]),
          limitPerHour: v.limitPerHour,
          published: v.published,
        },
        { json: true },
      );
      void message.success(t('adminDataQuery.saved'));
      props.onSaved();
      return true;
    } catch (err) {
      markFieldError(form, err);
      return false;
    }
  };
  return (
    <ModalForm<Values>
      form={form}
      title={props.set ? t('adminDataQuery.editSet') : t('adminDataQuery.newSet')}
      trigger={props.trigger}
      width={640}
      modalProps={{ destroyOnHidden: true }}
      initialValues={initial(props.set)}
      onFinish={submit}
    >
      <ProFormText name="title" label={t('adminDataQuery.form.title')} rules={[{ required: true, max: 80 }]} />
      <ProFormTextArea name="description" label={t('adminDataQuery.form.description')} fieldProps={{ maxLength: 1000, rows: 3 }} />
      <ProFormSelect name="keyColumns" label={t('adminDataQuery.form.keyColumns')} extra={t('adminDataQuery.form.keyColumnsHint')} mode="tags" rules={[{ required: true }]} fieldProps={{ open: false }} />
      <ProFormSelect name="showColumns" label={t('adminDataQuery.form.showColumns')} extra={t('adminDataQuery.form.showColumnsHint')} mode="tags" rules={[{ required: true }]} fieldProps={{ open: false }} />
      <ProFormText name="numberColumn" label={t('adminDataQuery.form.numberColumn')} extra={t('adminDataQuery.form.numberColumnHint')} />
      <ProFormDateTimeRangePicker name="window" label={t('adminDataQuery.form.window')} fieldProps={{ allowEmpty: [true, true] }} />
      <ProFormDigit name="limitPerHour" label={t('adminDataQuery.form.limitPerHour')} min={1} max={1000} fieldProps={{ precision: 0 }} rules={[{ required: true }]} />
      <ProFormSwitch name="published" label={t('adminDataQuery.form.published')} />
    </ModalForm>
  );
}
