/** Create or edit a phone book entry: its unit or office, name, numbers, place, notes, order. */
import { officeTel, type TelEntry, type TelUnit } from '@campus/api';
import { t } from '@campus/i18n';
import { ModalForm, ProFormDigit, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import type { ReactElement } from 'react';
import { call } from '@/services/api';

/** Units and, under each, its offices, as select options. */
export function unitOptions(units: TelUnit[]) {
  return units
    .filter((u) => u.parentId === null)
    .flatMap((u) => [{ value: u.id, label: u.name }, ...units.filter((o) => o.parentId === u.id).map((o) => ({ value: o.id, label: `${u.name} / ${o.name}` }))]);
}

export function EntryForm(props: { entry?: TelEntry; units: TelUnit[]; trigger: ReactElement; onSaved: () => void }) {
  const e = props.entry;
  return (
    <ModalForm<{ unitId: string; name: string; phones: string; location: string; notes: string; sort: number }>
      title={t(e ? 'adminOfficeTel.editEntry' : 'adminOfficeTel.newEntry')}
      trigger={props.trigger}
      width={560}
      modalProps={{ destroyOnClose: true }}
      initialValues={e ? { unitId: e.unitId, name: e.name, phones: e.phones.join(', '), location: e.location, notes: e.notes, sort: e.sort } : { sort: 0 }}
      onFinish={async (v) => {
        await call(officeTel.saveEntry, { id: e?.id, unitId: v.unitId, name: v.name, phones: v.phones, location: v.location ?? '', notes: v.notes ?? '', sort: v.sort ?? 0 });
        props.onSaved();
        return true;
      }}
    >
      <ProFormSelect name="unitId" label={t('adminOfficeTel.col.unit')} showSearch options={unitOptions(props.units)} rules={[{ required: true }]} />
      <ProFormText name="name" label={t('adminOfficeTel.col.name')} rules={[{ required: true, max: 80 }]} />
      <ProFormText name="phones" label={t('adminOfficeTel.col.phones')} tooltip={t('adminOfficeTel.phonesHint')} rules={[{ required: true }]} />
      <ProFormText name="location" label={t('adminOfficeTel.col.location')} rules={[{ max: 120 }]} />
      <ProFormTextArea name="notes" label={t('adminOfficeTel.col.notes')} fieldProps={{ rows: 2, maxLength: 300 }} />
      <ProFormDigit name="sort" label={t('adminOfficeTel.col.sort')} min={0} fieldProps={{ precision: 0 }} />
    </ModalForm>
  );
}
