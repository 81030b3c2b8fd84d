/** Create or edit a voucher batch: benefit, validity, quantity, per-person limit, audience or named 学工号, mode. */
import { audienceOptions, voucher } from '@campus/api';
import { t } from '@campus/i18n';
import {
  ModalForm,
  ProFormDateTimeRangePicker,
  ProFormDigit,
  ProFormRadio,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { message, type FormInstance } from 'antd';
import { useRef, type ReactElement } from 'react';
import { markFieldError } from '@/lib/form';
import { wallText } from '@/lib/time';
import { call } from '@/services/api';
import { numbersProblem, toBatchInput, validityEmpty, type BatchFormValues } from '../form';

function checkNumbers(text: string | undefined): void {
  const problem = numbersProblem(text);
  if (problem) throw new Error(t(`adminVoucher.${problem.key}`, problem.vars));
}

export function BatchForm(props: { id?: string; trigger: ReactElement; onSaved: () => void }) {
  // People named before and not by number stay in the audience on edit.
  const kept = useRef<string[]>([]);
  const form = useRef<FormInstance>(undefined);
  return (
    <ModalForm<BatchFormValues>
      formRef={form}
      title={t(props.id ? 'adminVoucher.edit' : 'adminVoucher.new')}
      trigger={props.trigger}
      width={680}
      modalProps={{ destroyOnClose: true }}
      request={async () => {
        kept.current = [];
        if (!props.id) return { mode: 'claim', perPerson: 1, published: true, site: true } as BatchFormValues;
        const b = await call(voucher.batchDetail, { id: props.id });
        const aud = (b.audience ?? {}) as { site?: boolean; roles?: string[]; users?: string[] };
        return {
          name: b.name,
          benefit: b.benefit,
          description: b.description,
          validity: [wallText(b.validFrom), wallText(b.validTo)],
          quantity: b.quantity,
          perPerson: b.perPerson,
          mode: b.mode,
          published: b.published,
          site: !!aud.site,
          roles: aud.roles ?? [],
          numbers: b.numbers.join('\n'),
        } as BatchFormValues;
      }}
      onFinish={async (v) => {
        try {
          await call(voucher.saveBatch, toBatchInput(v, props.id, kept.current));
        } catch (err) {
          // the request layer showed the refusal; a named field is marked too
          markFieldError(form.current, err);
          return false;
        }
        void message.success(t('adminVoucher.saved'));
        props.onSaved();
        return true;
      }}
    >
      <ProFormText name="name" label={t('adminVoucher.col.name')} rules={[{ required: true, whitespace: true, max: 80 }]} />
      <ProFormText name="benefit" label={t('adminVoucher.col.benefit')} rules={[{ required: true, whitespace: true, max: 120 }]} />
      <ProFormTextArea name="description" label={t('adminVoucher.col.description')} fieldProps={{ rows: 2, maxLength: 1000 }} />
      <ProFormDateTimeRangePicker
        name="validity"
        label={t('adminVoucher.col.validity')}
        rules={[{ required: true }, { validator: async (_: unknown, v?: BatchFormValues['validity']) => { if (validityEmpty(v)) throw new Error(t('adminVoucher.validityEmpty')); } }]}
      />
      <ProFormDigit name="quantity" label={t('adminVoucher.col.quantity')} min={1} max={1000000} fieldProps={{ precision: 0 }} rules={[{ required: true }]} />
      <ProFormDigit name="perPerson" label={t('adminVoucher.col.perPerson')} min={1} max={100} fieldProps={{ precision: 0 }} />
      <ProFormRadio.Group
        name="mode"
        label={t('adminVoucher.col.mode')}
        options={[
          { value: 'claim', label: t('adminVoucher.mode.claim') },
          { value: 'issue', label: t('adminVoucher.mode.issue') },
        ]}
      />
      <ProFormSwitch name="published" label={t('adminVoucher.col.published')} />
      <ProFormSwitch name="site" label={t('adminVoucher.col.audienceSite')} />
      <ProFormSelect
        name="roles"
        mode="multiple"
        label={t('adminVoucher.col.roles')}
        request={async () => (await call(audienceOptions.options, {})).roles.map((r) => ({ value: r.code, label: r.name }))}
      />
      <ProFormTextArea
        name="numbers"
        label={t('adminVoucher.col.numbers')}
        tooltip={t('adminVoucher.col.numbersHelp')}
        fieldProps={{ rows: 4 }}
        rules={[{ validator: async (_: unknown, text?: string) => void checkNumbers(text) }]}
      />
    </ModalForm>
  );
}
