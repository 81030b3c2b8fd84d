/** Create or edit a route: name, colour, notes, order, and its stops in the order chosen. */
import { shuttleBus, type BusRoute, type BusStop } from '@campus/api';
import { t } from '@campus/i18n';
import { ModalForm, ProFormDigit, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import type { ReactElement } from 'react';
import { call } from '@/services/api';

export function RouteForm(props: { route?: BusRoute; stops: BusStop[]; trigger: ReactElement; onSaved: () => void }) {
  const r = props.route;
  return (
    <ModalForm<{ name: string; color: string; notes?: string; sort?: number; stopIds: string[] }>
      title={t(r ? 'adminShuttleBus.editRoute' : 'adminShuttleBus.newRoute')}
      trigger={props.trigger}
      width={560}
      modalProps={{ destroyOnClose: true }}
      initialValues={r ? { name: r.name, color: r.color, notes: r.notes, sort: r.sort, stopIds: r.stops.map((s) => s.id) } : { color: '#1677ff', sort: 0, stopIds: [] }}
      onFinish={async (v) => {
        await call(shuttleBus.saveRoute, { id: r?.id, name: v.name, color: v.color, notes: v.notes ?? '', sort: v.sort ?? 0, stopIds: v.stopIds });
        props.onSaved();
        return true;
      }}
    >
      <ProFormText name="name" label={t('adminShuttleBus.col.name')} rules={[{ required: true, max: 60 }]} />
      <ProFormText name="color" label={t('adminShuttleBus.col.color')} fieldProps={{ type: 'color', style: { width: 80 } }} />
      <ProFormSelect name="stopIds" mode="multiple" label={t('adminShuttleBus.col.stops')} options={props.stops.map((s) => ({ value: s.id, label: s.name }))} rules={[{ required: true }]} />
      <ProFormTextArea name="notes" label={t('adminShuttleBus.col.notes')} fieldProps={{ rows: 2, maxLength: 300 }} />
      <ProFormDigit name="sort" label={t('adminShuttleBus.col.sort')} min={0} fieldProps={{ precision: 0 }} />
    </ModalForm>
  );
}
