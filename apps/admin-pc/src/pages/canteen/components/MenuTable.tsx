/** Published menus, newest day first: dishes, booking settings and counts; publish, edit, withdraw, import. */
import { canteen, type Canteen, type MealMenu } from '@campus/api';
import { t } from '@campus/i18n';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm, Space, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { compact, tableResult, timeColumn } from '@/lib/table';
import { call } from '@/services/api';
import { ImportModal } from './ImportModal';
import { MenuForm } from './MenuForm';

type Row = MealMenu & { canteenName: string };
const yuan = (cents: number) => `¥${(cents / 100).toFixed(2)}`;

export function MenuTable(props: { onBookings: (menuId: string) => void }) {
  const ref = useRef<ActionType>();
  const [canteens, setCanteens] = useState<Canteen[]>([]);
  const [importing, setImporting] = useState(false);
  useEffect(() => {
    call(canteen.adminCanteens, {}).then((d) => setCanteens(d.list), () => undefined);
  }, []);
  const reload = () => ref.current?.reload();
  const columns: ProColumns<Row>[] = [
    { title: t('adminCanteen.col.date'), dataIndex: 'date', search: false, width: 110 },
    { title: t('adminCanteen.col.date'), dataIndex: 'dates', valueType: 'dateRange', hideInTable: true, search: { transform: (v: [string, string]) => ({ from: v[0], to: v[1] }) } },
    { title: t('adminCanteen.col.canteen'), dataIndex: 'canteenId', valueType: 'select', fieldProps: { options: canteens.map((c) => ({ value: c.id, label: c.name })) }, render: (_, m) => m.canteenName },
    { title: t('adminCanteen.col.meal'), dataIndex: 'meal', search: false, render: (_, m) => t(`adminCanteen.meal.${m.meal}`) },
    { title: t('adminCanteen.col.dishes'), dataIndex: 'dishes', search: false, ellipsis: true, render: (_, m) => m.dishes.map((d) => `${d.name} ${yuan(d.price)}`).join('、') },
    {
      title: t('adminCanteen.col.bookable'),
      dataIndex: 'bookable',
      search: false,
      render: (_, m) => (m.bookable ? <Tag color="blue">{`${yuan(m.price)} · ${m.booked}/${m.quota}`}</Tag> : t('adminCanteen.no')),
    },
    timeColumn(t('adminCanteen.col.cutoffAt'), 'cutoffAt'),
    {
      title: '',
      valueType: 'option',
      render: (_, m) => (
        <Space size={4}>
          <MenuForm menu={m} canteens={canteens} trigger={<a>{t('adminCanteen.edit')}</a>} onSaved={reload} />
          {m.bookable ? <a onClick={() => props.onBookings(m.id)}>{t('adminCanteen.viewBookings')}</a> : null}
          <Popconfirm title={t('adminCanteen.deleteConfirm')} onConfirm={() => void call(canteen.deleteMenu, { id: m.id }).then(reload, () => undefined)}>
            <a>{t('adminCanteen.delete')}</a>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <>
      <ProTable<Row, { canteenId?: string; from?: string; to?: string }>
        rowKey="id"
        actionRef={ref}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        toolBarRender={() => [
          <Button key="import" onClick={() => setImporting(true)}>
            {t('adminCanteen.import')}
          </Button>,
          <MenuForm key="new" canteens={canteens} trigger={<Button type="primary">{t('adminCanteen.newMenu')}</Button>} onSaved={reload} />,
        ]}
        request={(p) => tableResult(call(canteen.adminMenus, compact({ canteenId: p.canteenId, from: p.from, to: p.to, current: p.current ?? 1, pageSize: p.pageSize ?? 20 })))}
      />
      <ImportModal open={importing} onClose={() => setImporting(false)} onDone={reload} />
    </>
  );
}
