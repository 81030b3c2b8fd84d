/** Create or edit a unit, or an office inside a unit (two levels). */
import { officeTel, type TelUnit } from '@campus/api';
import { t } from '@campus/i18n';
import { ModalForm, ProFormDigit, ProFormSelect, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import type { ReactElement } from 'react';
import { call } from '@/services/api';

export function UnitForm(props: { unit?: TelUnit; units: TelUnit[]; trigger: ReactElement; onSaved: () => void }) {
  const u = props.unit;
  const parents = props.units.filter((x) => x.parentId === null && x.id !== u?.id);
  return (
    <ModalForm<{ name: string; parentId?: string; emergency: boolean; sort: number }>
      title={t(u ? 'adminOfficeTel.editUnit' : 'adminOfficeTel.newUnit')}
      trigger={props.trigger}
      width={480}
      modalProps={{ destroyOnClose: true }}
      initialValues={u ? { name: u.name, parentId: u.parentId ?? undefined, emergency: u.emergency, sort: u.sort } : { emergency: false, sort: 0 }}
      onFinish={async (v) => {
        await call(officeTel.saveUnit, { id: u?.id, name: v.name, parentId: v.parentId ?? '', emergency: v.emergency, sort: v.sort ?? 0 });
        props.onSaved();
        return true;
      }}
    >
      <ProFormText name="name" label={t('adminOfficeTel.col.unit')} rules={[{ required: true, max: 60 }]} />
      <ProFormSelect name="parentId" label={t('adminOfficeTel.parent')} placeholder={t('adminOfficeTel.none')} allowClear options={parents.map((p) => ({ value: p.id, label: p.name }))} />
      <ProFormSwitch name="emergency" label={t('adminOfficeTel.col.emergency')} />
      <ProFormDigit name="sort" label={t('adminOfficeTel.col.sort')} min={0} fieldProps={{ precision: 0 }} />
    </ModalForm>
  );
}
