/** The shuttle bus (shuttleBus.manage): routes (each with its timetables), stops and holiday dates. */
import { shuttleBus, type BusRoute, type BusStop } from '@campus/api';
import { t } from '@campus/i18n';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Button, Popconfirm, Space, Tabs } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLang } from '@/lib/lang';
import { call } from '@/services/api';
import { Holidays } from './components/Holidays';
import { RouteForm } from './components/RouteForm';
import { StopForm } from './components/StopForm';

export default function ShuttleBusPage() {
  useLang();
  const routesRef = useRef<ActionType>();
  const [stops, setStops] = useState<BusStop[]>([]);
  const [routes, setRoutes] = useState<BusRoute[]>([]);
  const load = useCallback(() => {
    call(shuttleBus.stops, {}).then((d) => setStops(d.list), () => undefined);
    call(shuttleBus.routes, {}).then((d) => setRoutes(d.list), () => undefined);
  }, []);
  useEffect(load, [load]);
  const after = (p: Promise<unknown>) => void p.then(load, () => undefined);

  const routeColumns: ProColumns<BusRoute>[] = [
    { title: t('adminShuttleBus.col.name'), dataIndex: 'name', render: (_, r) => <span style={{ borderLeft: `4px solid ${r.color}`, paddingLeft: 6 }}>{r.name}</span> },
    { title: t('adminShuttleBus.col.stops'), dataIndex: 'stops', render: (_, r) => r.stops.map((s) => s.name).join(' → ') },
    { title: t('adminShuttleBus.col.notes'), dataIndex: 'notes' },
    { title: t('adminShuttleBus.col.sort'), dataIndex: 'sort', width: 70 },
    {
      title: '',
      valueType: 'option',
      render: (_, r) => (
        <Space size={4}>
          <a onClick={() => history.push(`/services/shuttleBus/timetables?routeId=${r.id}`)}>{t('adminShuttleBus.timetables')}</a>
          <RouteForm route={r} stops={stops} trigger={<a>{t('adminShuttleBus.edit')}</a>} onSaved={load} />
          <Popconfirm title={t('adminShuttleBus.deleteConfirm')} onConfirm={() => after(call(shuttleBus.deleteRoute, { id: r.id }))}>
            <a>{t('adminShuttleBus.delete')}</a>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  const stopColumns: ProColumns<BusStop>[] = [
    { title: t('adminShuttleBus.col.name'), dataIndex: 'name' },
    { title: t('adminShuttleBus.col.position'), dataIndex: 'position' },
    { title: t('adminShuttleBus.col.lat'), dataIndex: 'lat' },
    { title: t('adminShuttleBus.col.lng'), dataIndex: 'lng' },
    {
      title: '',
      valueType: 'option',
      render: (_, s) => (
        <Space size={4}>
          <StopForm stop={s} trigger={<a>{t('adminShuttleBus.edit')}</a>} onSaved={load} />
          <Popconfirm title={t('adminShuttleBus.deleteConfirm')} onConfirm={() => after(call(shuttleBus.deleteStop, { id: s.id }))}>
            <a>{t('adminShuttleBus.delete')}</a>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <PageContainer title={t('adminShuttleBus.title')}>
      <Tabs
        items={[
          {
            key: 'routes',
            label: t('adminShuttleBus.routes'),
            children: (
              <ProTable<BusRoute>
                rowKey="id"
                actionRef={routesRef}
                columns={routeColumns}
                search={false}
                pagination={false}
                dataSource={routes}
                toolBarRender={() => [<RouteForm key="new" stops={stops} trigger={<Button type="primary">{t('adminShuttleBus.newRoute')}</Button>} onSaved={load} />]}
              />
            ),
          },
          {
            key: 'stops',
            label: t('adminShuttleBus.stops'),
            children: (
              <ProTable<BusStop>
                rowKey="id"
                columns={stopColumns}
                search={false}
                pagination={false}
                dataSource={stops}
                toolBarRender={() => [<StopForm key="new" trigger={<Button type="primary">{t('adminShuttleBus.newStop')}</Button>} onSaved={load} />]}
              />
            ),
          },
          { key: 'holidays', label: t('adminShuttleBus.holidays'), children: <Holidays /> },
        ]}
      />
    </PageContainer>
  );
}
