/** Create or edit a stop: its name, where it is, and an optional position. */
import { shuttleBus, type BusStop } from '@campus/api';
import { t } from '@campus/i18n';
import { ModalForm, ProFormDigit, ProFormText } from '@ant-design/pro-components';
import type { ReactElement } from 'react';
import { call } from '@/services/api';

export function StopForm(props: { stop?: BusStop; trigger: ReactElement; onSaved: () => void }) {
  const s = props.stop;
  return (
    <ModalForm<{ name: string; position?: string; lat?: number; lng?: number }>
      title={t(s ? 'adminShuttleBus.editStop' : 'adminShuttleBus.newStop')}
      trigger={props.trigger}
      width={480}
      modalProps={{ destroyOnClose: true }}
      initialValues={s ? { name: s.name, position: s.position, lat: s.lat ?? undefined, lng: s.lng ?? undefined } : {}}
      onFinish={async (v) => {
        await call(shuttleBus.saveStop, { id: s?.id, name: v.name, position: v.position ?? '', lat: v.lat, lng: v.lng });
        props.onSaved();
        return true;
      }}
    >
      <ProFormText name="name" label={t('adminShuttleBus.col.name')} rules={[{ required: true, max: 60 }]} />
      <ProFormText name="position" label={t('adminShuttleBus.col.position')} rules={[{ max: 120 }]} />
      <ProFormDigit name="lat" label={t('adminShuttleBus.col.lat')} min={-90} max={90} fieldProps={{ precision: 6 }} />
      <ProFormDigit name="lng" label={t('adminShuttleBus.col.lng')} min={-180} max={180} fieldProps={{ precision: 6 }} />
    </ModalForm>
  );
}
