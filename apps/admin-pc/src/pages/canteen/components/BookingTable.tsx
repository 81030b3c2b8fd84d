/** Bookings (of one menu when chosen from the menus): who, pick-up code, status, times. */
import { canteen, MEAL_BOOKING_STATUSES, type MealBooking } from '@campus/api';
import { t } from '@campus/i18n';
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { Tag } from 'antd';
import { compact, tableResult, timeColumn } from '@/lib/table';
import { call } from '@/services/api';

const COLOR = { booked: 'blue', taken: 'green', cancelled: 'default' } as const;

export function BookingTable(props: { menuId?: string; onClear: () => void }) {
  const columns: ProColumns<MealBooking>[] = [
    { title: t('adminCanteen.col.date'), dataIndex: 'date', search: false, render: (_, b) => `${b.date} ${t(`adminCanteen.meal.${b.meal}`)}` },
    { title: t('adminCanteen.col.canteen'), dataIndex: 'canteenName', search: false },
    { title: t('adminCanteen.col.user'), dataIndex: 'userName', search: false },
    { title: t('adminCanteen.col.number'), dataIndex: 'userNumber', search: false },
    { title: t('adminCanteen.col.code'), dataIndex: 'code', search: false },
    {
      title: t('adminCanteen.col.status'),
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: Object.fromEntries(MEAL_BOOKING_STATUSES.map((s) => [s, { text: t(`adminCanteen.status.${s}`) }])),
      render: (_, b) => <Tag color={COLOR[b.status]}>{t(`adminCanteen.status.${b.status}`)}</Tag>,
    },
    timeColumn(t('adminCanteen.col.bookedAt'), 'bookedAt'),
    timeColumn(t('adminCanteen.col.takenAt'), 'takenAt'),
  ];
  return (
    <ProTable<MealBooking, { status?: 'booked' | 'cancelled' | 'taken'; menuId?: string }>
      rowKey="id"
      columns={columns}
      params={{ menuId: props.menuId }}
      search={{ labelWidth: 'auto' }}
      pagination={{ defaultPageSize: 20 }}
      onReset={props.onClear}
      request={(p) => tableResult(call(canteen.bookings, compact({ menuId: props.menuId, status: p.status, current: p.current ?? 1, pageSize: p.pageSize ?? 20 })))}
    />
  );
}
