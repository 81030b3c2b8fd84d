/** Create or edit a room's settings (the map has its own page). */
import { seat } from '@campus/api';
import { t } from '@campus/i18n';
import { DrawerForm, ProFormDependency, ProFormDigit, ProFormRadio, ProFormSelect, ProFormSwitch, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import type { FormInstance } from 'antd';
import { useRef } from 'react';
import { markFieldError } from '@/lib/form';
import { call } from '@/services/api';

export interface RoomValues {
  id?: string;
  name: string;
  place: string;
  openHours: string;
  description: string;
  holdMinutes: number;
  graceMinutes: number;
  perDayLimit: number;
  published: boolean;
  audienceMode: 'site' | 'roles';
  roles: string[];
}

export const NEW_ROOM: RoomValues = { name: '', place: '', openHours: '08:00-22:00', description: '', holdMinutes: 3, graceMinutes: 15, perDayLimit: 2, published: true, audienceMode: 'site', roles: [] };

export function RoomForm(props: { open: boolean; initial: RoomValues; onOpenChange: (o: boolean) => void; onSaved: (id: string, isNew: boolean) => void }) {
  const form = useRef<FormInstance>(undefined);
  const isNew = !props.initial.id;
  return (
    <DrawerForm<RoomValues>
      title={isNew ? t('adminSeat.action.create') : t('adminSeat.action.edit')}
      open={props.open}
      onOpenChange={props.onOpenChange}
      formRef={form}
      initialValues={props.initial}
      drawerProps={{ destroyOnHidden: true }}
      width={520}
      onFinish={async (v) => {
        try {
          const { audienceMode, roles, ...rest } = v;
          const r = await call(seat.manageSave, { ...rest, ...(props.initial.id ? { id: props.initial.id } : {}), audience: audienceMode === 'site' ? { site: true } : { roles } });
          props.onSaved(r.id, isNew);
          return true;
        } catch (err) {
          markFieldError(form.current, err);
          return false;
        }
      }}
    >
      <ProFormText name="name" label={t('adminSeat.room.name')} rules={[{ required: true, whitespace: true }]} fieldProps={{ maxLength: 60 }} />
      <ProFormText name="place" label={t('adminSeat.room.place')} fieldProps={{ maxLength: 120 }} />
      <ProFormText name="openHours" label={t('adminSeat.room.openHours')} fieldProps={{ maxLength: 60 }} />
      <ProFormTextArea name="description" label={t('adminSeat.room.description')} fieldProps={{ maxLength: 2000 }} />
      <ProFormDigit name="holdMinutes" label={t('adminSeat.room.holdMinutes')} min={1} max={30} fieldProps={{ precision: 0 }} />
      <ProFormDigit name="graceMinutes" label={t('adminSeat.room.graceMinutes')} min={1} max={120} fieldProps={{ precision: 0 }} />
      <ProFormDigit name="perDayLimit" label={t('adminSeat.room.perDayLimit')} min={1} max={20} fieldProps={{ precision: 0 }} />
      <ProFormRadio.Group
        name="audienceMode"
        label={t('adminSeat.room.audience')}
        options={[
          { value: 'site', label: t('adminSeat.room.audienceSite') },
          { value: 'roles', label: t('adminSeat.room.audienceRoles') },
        ]}
      />
      <ProFormDependency name={['audienceMode']}>
        {({ audienceMode }: { audienceMode?: string }) =>
          audienceMode === 'roles' ? <ProFormSelect name="roles" mode="tags" label={t('adminSeat.room.audienceRoles')} rules={[{ required: true }]} /> : null
        }
      </ProFormDependency>
      <ProFormSwitch name="published" label={t('adminSeat.room.published')} />
    </DrawerForm>
  );
}
