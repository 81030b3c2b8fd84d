/** Create or edit a clock-in rule: who, which weekdays and dates, the time windows, optional places. */
import { clock, type ClockRule } from '@campus/api';
import { t } from '@campus/i18n';
import { ModalForm, ProFormCheckbox, ProFormDateRangePicker, ProFormDigit, ProFormGroup, ProFormList, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import { Form, message } from 'antd';
import type { ReactElement } from 'react';
import { AudienceFields } from '@/components/AudienceFields';
import { markFieldError } from '@/lib/form';
import { call } from '@/services/api';
import { toRuleValues, toSaveRule, type RuleValues } from './helpers';

const HHMM = { pattern: /^([01][0-9]|2[0-3]):[0-5][0-9]$/, message: 'HH:MM' };

export function RuleForm(props: { rule?: ClockRule; trigger: ReactElement; onSaved: () => void }) {
  const [form] = Form.useForm<RuleValues>();
  const submit = async (v: RuleValues) => {
    try {
      await call(clock.saveRule, toSaveRule(v, props.rule?.id), { json: true });
      void message.success(t('adminClock.saved'));
      props.onSaved();
      return true;
    } catch (err) {
      markFieldError(form, err);
      return false;
    }
  };
  return (
    <ModalForm<RuleValues>
      form={form}
      title={props.rule ? t('adminClock.editRule') : t('adminClock.newRule')}
      trigger={props.trigger}
      width={760}
      modalProps={{ destroyOnHidden: true }}
      initialValues={toRuleValues(props.rule)}
      onFinish={submit}
    >
      <ProFormText name="name" label={t('adminClock.form.name')} rules={[{ required: true, max: 60 }]} />
      <AudienceFields />
      <ProFormCheckbox.Group name="weekdays" label={t('adminClock.form.weekdays')} rules={[{ required: true }]} options={[1, 2, 3, 4, 5, 6, 0].map((d) => ({ value: d, label: t(`adminClock.weekdays.d${d as 0 | 1 | 2 | 3 | 4 | 5 | 6}`) }))} />
      <ProFormDateRangePicker name="dates" label={t('adminClock.form.dates')} />
      <ProFormList name="windows" label={t('adminClock.form.windows')} min={1} max={6} creatorButtonProps={{ creatorButtonText: t('adminClock.form.addWindow') }} creatorRecord={{ name: '', start: '', end: '', late: '' }}>
        <ProFormGroup>
          <ProFormText name="name" placeholder={t('adminClock.form.windowName')} rules={[{ required: true, max: 20 }]} width="sm" />
          <ProFormText name="start" placeholder={t('adminClock.form.start')} rules={[{ required: true }, HHMM]} width="xs" />
          <ProFormText name="end" placeholder={t('adminClock.form.end')} rules={[{ required: true }, HHMM]} width="xs" />
          <ProFormText name="late" placeholder={t('adminClock.form.late')} rules={[HHMM]} width="sm" />
        </ProFormGroup>
      </ProFormList>
      <ProFormList name="places" label={t('adminClock.form.places')} max={20} creatorButtonProps={{ creatorButtonText: t('adminClock.form.addPlace') }} creatorRecord={{ name: '', radius: 200 }}>
        <ProFormGroup>
          <ProFormText name="name" placeholder={t('adminClock.form.placeName')} rules={[{ required: true, max: 40 }]} width="sm" />
          <ProFormDigit name="lat" placeholder={t('adminClock.form.lat')} min={-90} max={90} fieldProps={{ precision: 6 }} rules={[{ required: true }]} width="xs" />
          <ProFormDigit name="lng" placeholder={t('adminClock.form.lng')} min={-180} max={180} fieldProps={{ precision: 6 }} rules={[{ required: true }]} width="xs" />
          <ProFormDigit name="radius" placeholder={t('adminClock.form.radius')} min={10} max={5000} fieldProps={{ precision: 0 }} rules={[{ required: true }]} width="xs" />
        </ProFormGroup>
      </ProFormList>
      <ProFormSwitch name="active" label={t('adminClock.form.active')} />
    </ModalForm>
  );
}
