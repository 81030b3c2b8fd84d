/** The canteens: place, seats, hours per meal, pick-up staff, open or closed. */
import { CANTEEN_MEALS, canteen, type Canteen } from '@campus/api';
import { t } from '@campus/i18n';
import { ModalForm, ProFormDigit, ProFormSwitch, ProFormText, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Space, Tag } from 'antd';
import { useRef, type ReactElement } from 'react';
import { call } from '@/services/api';
import { hoursFields, hoursFrom, splitAccounts } from '../form';

const TIME = { pattern: /^([01]\d|2[0-3]):[0-5]\d$/, message: 'HH:MM' };

function CanteenForm(props: { item?: Canteen; trigger: ReactElement; onSaved: () => void }) {
  const c = props.item;
  return (
    <ModalForm<Record<string, string | number | boolean>>
      title={t(c ? 'adminCanteen.editCanteen' : 'adminCanteen.newCanteen')}
      trigger={props.trigger}
      width={560}
      modalProps={{ destroyOnClose: true }}
      initialValues={c ? { ...c, ...hoursFields(c.hours), staff: c.staff.map((s) => s.username).join(', ') } : { active: true, sort: 0, seats: 0 }}
      onFinish={async (v) => {
        await call(canteen.saveCanteen, {
          id: c?.id,
          name: String(v.name ?? ''),
          location: String(v.location ?? ''),
          seats: Number(v.seats ?? 0),
          hours: hoursFrom(v),
          active: v.active === true,
          sort: Number(v.sort ?? 0),
          staff: splitAccounts(String(v.staff ?? '')),
        });
        props.onSaved();
        return true;
      }}
    >
      <ProFormText name="name" label={t('adminCanteen.col.name')} rules={[{ required: true, max: 60 }]} />
      <ProFormText name="location" label={t('adminCanteen.col.location')} rules={[{ max: 120 }]} />
      <ProFormDigit name="seats" label={t('adminCanteen.col.seats')} min={0} fieldProps={{ precision: 0 }} />
      {CANTEEN_MEALS.map((m) => (
        <Space key={m} align="baseline">
          <ProFormText name={`${m}Open`} label={`${t(`adminCanteen.meal.${m}`)} ${t('adminCanteen.col.hours')}`} placeholder="06:30" rules={[TIME]} width="xs" />
          <ProFormText name={`${m}Close`} label=" " placeholder="09:00" rules={[TIME]} width="xs" />
        </Space>
      ))}
      <ProFormText name="staff" label={t('adminCanteen.col.staff')} tooltip={t('adminCanteen.staffHint')} />
      <ProFormSwitch name="active" label={t('adminCanteen.col.active')} />
      <ProFormDigit name="sort" label={t('adminCanteen.col.sort')} min={0} fieldProps={{ precision: 0 }} />
    </ModalForm>
  );
}

export function CanteenTable() {
  const ref = useRef<ActionType>();
  const reload = () => ref.current?.reload();
  const columns: ProColumns<Canteen>[] = [
    { title: t('adminCanteen.col.name'), dataIndex: 'name' },
    { title: t('adminCanteen.col.location'), dataIndex: 'location' },
    { title: t('adminCanteen.col.seats'), dataIndex: 'seats', width: 90 },
    { title: t('adminCanteen.col.hours'), dataIndex: 'hours', render: (_, c) => c.hours.map((h) => `${t(`adminCanteen.meal.${h.meal}`)} ${h.open}–${h.close}`).join('；') },
    { title: t('adminCanteen.col.staff'), dataIndex: 'staff', render: (_, c) => c.staff.map((s) => s.name).join('、') },
    { title: t('adminCanteen.col.active'), dataIndex: 'active', render: (_, c) => <Tag color={c.active ? 'green' : 'default'}>{t(c.active ? 'adminCanteen.open' : 'adminCanteen.closed')}</Tag> },
    { title: '', valueType: 'option', render: (_, c) => <CanteenForm item={c} trigger={<a>{t('adminCanteen.edit')}</a>} onSaved={reload} /> },
  ];
  return (
    <ProTable<Canteen>
      rowKey="id"
      actionRef={ref}
      columns={columns}
      search={false}
      pagination={false}
      toolBarRender={() => [<CanteenForm key="new" trigger={<Button type="primary">{t('adminCanteen.newCanteen')}</Button>} onSaved={reload} />]}
      request={async () => ({ data: (await call(canteen.adminCanteens, {})).list, success: true })}
    />
  );
}
