/** Create or edit a ticket event (ModalForm): mode, windows, refund deadline, hold minutes, audience, and its ticket types. */
import { ticket } from '@campus/api';
import { t } from '@campus/i18n';
import {
  ModalForm,
  ProFormDateTimePicker,
  ProFormDateTimeRangePicker,
  ProFormDependency,
  ProFormDigit,
  ProFormList,
  ProFormRadio,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { Form, message } from 'antd';
import type { ReactElement } from 'react';
import { markFieldError } from '@/lib/form';
import { wallText } from '@/lib/time';
import { call } from '@/services/api';
import { timeProblem, toFormValues, toSaveInput, type TicketFormValues } from './helpers';

const ROLES = ['student', 'teacher', 'counselor', 'leader'] as const;

/** A rule of one time field: fails with the translated problem when it is that field's. */
const timeRule =
  (field: 'startsAt' | 'refundUntil') =>
  ({ getFieldsValue }: { getFieldsValue: (all: true) => Partial<TicketFormValues> }) => ({
    validator: async () => {
      const problem = timeProblem(getFieldsValue(true));
      if (problem && (problem === 'startsBeforeClose') === (field === 'startsAt')) throw new Error(t(`adminTicket.form.${problem}`));
    },
  });

export function EventForm(props: { id?: string; trigger: ReactElement; onDone: () => void }) {
  const [form] = Form.useForm<TicketFormValues>();

  const load = async () => {
    if (!props.id) {
      const now = Math.floor(Date.now() / 1000);
      form.setFieldsValue({
        mode: 'grab',
        window: [wallText(now), wallText(now + 3 * 86400)],
        startsAt: wallText(now + 7 * 86400),
        holdMinutes: 15,
        autoDraw: false,
        published: true,
        audienceKind: 'site',
        types: [{ name: '', quota: 100, perPerson: 1 }],
      });
      return;
    }
    form.setFieldsValue(toFormValues(await call(ticket.manageDetail, { id: props.id })));
  };

  const submit = async (v: TicketFormValues) => {
    try {
      await call(ticket.manageSave, toSaveInput({ ...form.getFieldsValue(true), ...v }, props.id), { json: true });
      void message.success(t('adminTicket.action.saved'));
      props.onDone();
      return true;
    } catch (err) {
      markFieldError(form, err);
      return false;
    }
  };

  return (
    <ModalForm<TicketFormValues>
      form={form}
      title={props.id ? t('adminTicket.form.edit') : t('adminTicket.form.create')}
      trigger={props.trigger}
      width={720}
      modalProps={{ destroyOnHidden: true }}
      onOpenChange={(open) => open && void load().catch(() => undefined)}
      onFinish={submit}
    >
      <ProFormText name="title" label={t('adminTicket.form.title')} rules={[{ required: true, whitespace: true, max: 120 }]} fieldProps={{ 'data-testid': 'ticket-title' } as object} />
      <ProFormText name="place" label={t('adminTicket.form.place')} rules={[{ max: 200 }]} />
      <ProFormTextArea name="description" label={t('adminTicket.form.description')} rules={[{ max: 5000 }]} />
      <ProFormRadio.Group
        name="mode"
        label={t('adminTicket.form.mode')}
        options={[
          { value: 'grab', label: t('adminTicket.mode.grab') },
          { value: 'reserve', label: t('adminTicket.mode.reserve') },
        ]}
      />
      <ProFormDateTimeRangePicker name="window" label={t('adminTicket.form.window')} rules={[{ required: true }]} />
      <ProFormDateTimePicker name="startsAt" label={t('adminTicket.form.startsAt')} dependencies={['window']} rules={[{ required: true }, timeRule('startsAt')]} />
      <ProFormDateTimePicker name="refundUntil" label={t('adminTicket.form.refundUntil')} tooltip={t('adminTicket.form.refundUntilHelp')} dependencies={['startsAt']} rules={[timeRule('refundUntil')]} />
      <ProFormDigit name="holdMinutes" label={t('adminTicket.form.holdMinutes')} tooltip={t('adminTicket.form.holdMinutesHelp')} min={0} max={1440} fieldProps={{ precision: 0 }} />
      <ProFormDependency name={['mode']}>
        {({ mode }) => (mode === 'reserve' ? <ProFormSwitch name="autoDraw" label={t('adminTicket.form.autoDraw')} tooltip={t('adminTicket.form.autoDrawHelp')} /> : null)}
      </ProFormDependency>
      <ProFormSwitch name="published" label={t('adminTicket.form.published')} />
      <ProFormRadio.Group
        name="audienceKind"
        label={t('adminTicket.form.audience')}
        options={[
          { value: 'site', label: t('adminTicket.form.wholeSite') },
          { value: 'roles', label: t('adminTicket.form.byRoles') },
          { value: 'keep', label: t('adminTicket.form.keepAudience') },
        ]}
      />
      <ProFormDependency name={['audienceKind']}>
        {({ audienceKind }) =>
          audienceKind === 'roles' ? (
            <ProFormSelect name="roles" label={t('adminTicket.form.roles')} mode="tags" rules={[{ required: true }]} options={ROLES.map((r) => ({ value: r, label: t(`adminTicket.roles.${r}`) }))} />
          ) : null
        }
      </ProFormDependency>
      <ProFormList
        name="types"
        label={t('adminTicket.form.types')}
        min={1}
        max={20}
        creatorButtonProps={{ creatorButtonText: t('adminTicket.form.addType') }}
        creatorRecord={{ name: '', quota: 100, perPerson: 1 }}
        itemRender={({ listDom, action }) => (
          <div style={{ display: 'flex', alignItems: 'flex-start', gap: 8 }} data-testid="ticket-type-row">
            {listDom}
            {action}
          </div>
        )}
      >
        <div style={{ display: 'flex', gap: 8 }}>
          <ProFormText name="name" placeholder={t('adminTicket.form.typeName')} rules={[{ required: true, whitespace: true, message: t('adminTicket.form.fieldRequired', { field: t('adminTicket.form.typeName') }) }, { max: 60 }]} fieldProps={{ 'data-testid': 'ticket-type-name' } as object} />
          <ProFormDigit name="quota" placeholder={t('adminTicket.form.quota')} min={0} max={1000000} fieldProps={{ precision: 0, 'data-testid': 'ticket-type-quota', addonBefore: t('adminTicket.form.quota') } as object} rules={[{ required: true, message: t('adminTicket.form.fieldRequired', { field: t('adminTicket.form.quota') }) }]} />
          <ProFormDigit name="perPerson" placeholder={t('adminTicket.form.perPerson')} min={1} max={100} fieldProps={{ precision: 0, addonBefore: t('adminTicket.form.perPerson') } as object} rules={[{ required: true, message: t('adminTicket.form.fieldRequired', { field: t('adminTicket.form.perPerson') }) }]} />
        </div>
      </ProFormList>
    </ModalForm>
  );
}
