/** Create or edit a timetable of a route: name, service days, date range, and its trips as lines. */
import { SERVICE_DAYS, shuttleBus, type BusTimetable, type ServiceDay } from '@campus/api';
import { t } from '@campus/i18n';
import { ModalForm, ProFormCheckbox, ProFormDatePicker, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import type { ReactElement } from 'react';
import { call } from '@/services/api';
import { textToTrips, tripsToText } from '../trips';

interface Values {
  name: string;
  days: ServiceDay[];
  validFrom?: string;
  validTo?: string;
  trips?: string;
}

/** A date picker's value as `YYYY-MM-DD` (it hands over text or a Dayjs). */
const day = (v: unknown): string => (v ? (typeof v === 'string' ? v.slice(0, 10) : (v as { format(f: string): string }).format('YYYY-MM-DD')) : '');

export function TimetableForm(props: { routeId: string; stopNames: string[]; timetable?: BusTimetable; trigger: ReactElement; onSaved: () => void }) {
  const tt = props.timetable;
  return (
    <ModalForm<Values>
      title={t(tt ? 'adminShuttleBus.editTimetable' : 'adminShuttleBus.newTimetable')}
      trigger={props.trigger}
      width={640}
      modalProps={{ destroyOnClose: true }}
      initialValues={tt ? { name: tt.name, days: tt.days, validFrom: tt.validFrom ?? undefined, validTo: tt.validTo ?? undefined, trips: tripsToText(tt.trips) } : { days: ['weekday'] }}
      onFinish={async (v) => {
        await call(shuttleBus.saveTimetable, {
          id: tt?.id,
          routeId: props.routeId,
          name: v.name,
          days: v.days,
          validFrom: day(v.validFrom),
          validTo: day(v.validTo),
          trips: JSON.stringify(textToTrips(v.trips ?? '')),
        });
        props.onSaved();
        return true;
      }}
    >
      <ProFormText name="name" label={t('adminShuttleBus.col.name')} rules={[{ required: true, max: 60 }]} />
      <ProFormCheckbox.Group name="days" label={t('adminShuttleBus.col.days')} options={SERVICE_DAYS.map((d) => ({ value: d, label: t(`adminShuttleBus.days.${d}`) }))} rules={[{ required: true }]} />
      <ProFormDatePicker name="validFrom" label={t('adminShuttleBus.col.validFrom')} />
      <ProFormDatePicker name="validTo" label={t('adminShuttleBus.col.validTo')} />
      <ProFormTextArea
        name="trips"
        label={`${t('adminShuttleBus.col.trips')}: ${props.stopNames.join(' / ')}`}
        tooltip={t('adminShuttleBus.tripsHint')}
        fieldProps={{ rows: 8, placeholder: props.stopNames.map((_, i) => `07:${String(i * 10).padStart(2, '0')}`).join(' ') }}
      />
    </ModalForm>
  );
}
