/** Create or edit a sign-in (ModalForm): title, place, mode, window, late threshold, audience, location radius, device binding. */
import { signin } from '@campus/api';
import { t } from '@campus/i18n';
import {
  ModalForm,
  ProFormDateTimeRangePicker,
  ProFormDependency,
  ProFormDigit,
  ProFormRadio,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
} from '@ant-design/pro-components';
import { Form, message } from 'antd';
import type { ReactElement } from 'react';
import { markFieldError } from '@/lib/form';
import { wallText } from '@/lib/time';
import { call } from '@/services/api';
import { toFormValues, toSaveInput, windowProblem, type SigninFormValues } from './helpers';

const MODES = ['qr', 'number', 'checkpoint', 'signature'] as const;

/** A rule of the window or the late threshold: fails with the translated problem when it is that field's. */
const windowRule =
  (field: 'window' | 'lateMinutes') =>
  ({ getFieldsValue }: { getFieldsValue: (all: true) => SigninFormValues }) => ({
    validator: async () => {
      const problem = windowProblem(getFieldsValue(true));
      if (problem?.field === field) throw new Error(t(`adminSignin.form.${problem.key}`));
    },
  });

export function SigninForm(props: { id?: string; trigger: ReactElement; onDone: () => void }) {
  const [form] = Form.useForm<SigninFormValues>();

  const load = async () => {
    if (!props.id) {
      const now = Math.floor(Date.now() / 1000);
      form.setFieldsValue({ mode: 'qr', window: [wallText(now), wallText(now + 3600)], lateMinutes: 0, audienceKind: 'site', radius: 200, oneDevice: false, useLocation: false });
      return;
    }
    const d = await call(signin.manageDetail, { id: props.id });
    form.setFieldsValue(toFormValues(d));
  };

  const submit = async (v: SigninFormValues) => {
    try {
      await call(signin.save, toSaveInput(v, props.id), { json: true });
      void message.success(t('adminSignin.action.saved'));
      props.onDone();
      return true;
    } catch (err) {
      markFieldError(form, err);
      return false;
    }
  };

  return (
    <ModalForm<SigninFormValues>
      form={form}
      title={props.id ? t('adminSignin.form.edit') : t('adminSignin.form.create')}
      trigger={props.trigger}
      width={640}
      modalProps={{ destroyOnHidden: true }}
      onOpenChange={(open) => open && void load().catch(() => undefined)}
      onFinish={submit}
    >
      <ProFormText name="title" label={t('adminSignin.form.title')} rules={[{ required: true, whitespace: true, max: 120 }]} />
      <ProFormText name="place" label={t('adminSignin.form.place')} rules={[{ max: 200 }]} />
      <ProFormSelect name="mode" label={t('adminSignin.form.mode')} options={MODES.map((m) => ({ value: m, label: t(`adminSignin.mode.${m}`) }))} rules={[{ required: true }]} />
      <ProFormDateTimeRangePicker name="window" label={t('adminSignin.form.window')} rules={[{ required: true }, windowRule('window')]} />
      <ProFormDigit name="lateMinutes" label={t('adminSignin.form.lateMinutes')} min={0} max={10080} fieldProps={{ precision: 0 }} dependencies={['window']} rules={[windowRule('lateMinutes')]} />
      <ProFormRadio.Group
        name="audienceKind"
        label={t('adminSignin.form.audienceKind')}
        options={[
          { value: 'site', label: t('adminSignin.form.wholeSite') },
          { value: 'classes', label: t('adminSignin.form.byClasses') },
          { value: 'roles', label: t('adminSignin.form.byRoles') },
        ]}
      />
      <ProFormDependency name={['audienceKind']}>
        {({ audienceKind }) =>
          audienceKind === 'classes' ? (
            <ProFormSelect
              name="classes"
              label={t('adminSignin.form.classes')}
              mode="multiple"
              rules={[{ required: true }]}
              request={async () => (await call(signin.classes, {})).list.map((c) => ({ value: c.id, label: `${c.name}（${c.members}）` }))}
            />
          ) : audienceKind === 'roles' ? (
            <ProFormSelect name="roles" label={t('adminSignin.form.roles')} mode="tags" rules={[{ required: true }]} />
          ) : null
        }
      </ProFormDependency>
      <ProFormSwitch name="useLocation" label={t('adminSignin.form.useLocation')} />
      <ProFormDependency name={['useLocation']}>
        {({ useLocation }) =>
          useLocation ? (
            <>
              <ProFormDigit name="lat" label={t('adminSignin.form.lat')} min={-90} max={90} fieldProps={{ precision: 6 }} rules={[{ required: true }]} />
              <ProFormDigit name="lng" label={t('adminSignin.form.lng')} min={-180} max={180} fieldProps={{ precision: 6 }} rules={[{ required: true }]} />
              <ProFormDigit name="radius" label={t('adminSignin.form.radius')} min={10} max={100000} fieldProps={{ precision: 0 }} rules={[{ required: true }]} />
            </>
          ) : null
        }
      </ProFormDependency>
      <ProFormSwitch name="oneDevice" label={t('adminSignin.form.oneDevice')} />
    </ModalForm>
  );
}
