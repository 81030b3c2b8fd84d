/** A route's timetables (query `routeId`): service days, date range, trips; edit, delete, import trips from xlsx. */
import { shuttleBus, type BusStop, type BusTimetable } from '@campus/api';
import { t } from '@campus/i18n';
import { PageContainer, ProTable, type ProColumns } from '@ant-design/pro-components';
import { history, useSearchParams } from '@umijs/max';
import { Button, Popconfirm, Space, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useLang } from '@/lib/lang';
import { call } from '@/services/api';
import { ImportTrips } from './components/ImportTrips';
import { TimetableForm } from './components/TimetableForm';

export default function TimetablesPage() {
  useLang();
  const [params] = useSearchParams();
  const routeId = params.get('routeId') ?? '';
  const [view, setView] = useState<{ name: string; stops: BusStop[]; timetables: BusTimetable[] } | null>(null);
  const [importing, setImporting] = useState<string | null>(null);
  const load = useCallback(() => {
    if (!routeId) return;
    call(shuttleBus.route, { id: routeId }).then((d) => setView({ name: d.route.name, stops: d.stops, timetables: d.timetables }), () => undefined);
  }, [routeId]);
  useEffect(load, [load]);
  const stopNames = view?.stops.map((s) => s.name) ?? [];

  const columns: ProColumns<BusTimetable>[] = [
    { title: t('adminShuttleBus.col.name'), dataIndex: 'name' },
    { title: t('adminShuttleBus.col.days'), dataIndex: 'days', render: (_, tt) => tt.days.map((d) => <Tag key={d}>{t(`adminShuttleBus.days.${d}`)}</Tag>) },
    { title: t('adminShuttleBus.col.validFrom'), dataIndex: 'validFrom' },
    { title: t('adminShuttleBus.col.validTo'), dataIndex: 'validTo' },
    { title: t('adminShuttleBus.col.trips'), dataIndex: 'trips', render: (_, tt) => tt.trips.length },
    {
      title: '',
      valueType: 'option',
      render: (_, tt) => (
        <Space size={4}>
          <TimetableForm routeId={routeId} stopNames={stopNames} timetable={tt} trigger={<a>{t('adminShuttleBus.edit')}</a>} onSaved={load} />
          <a onClick={() => setImporting(tt.id)}>{t('adminShuttleBus.import')}</a>
          <Popconfirm title={t('adminShuttleBus.deleteConfirm')} onConfirm={() => void call(shuttleBus.deleteTimetable, { id: tt.id }).then(load, () => undefined)}>
            <a>{t('adminShuttleBus.delete')}</a>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <PageContainer title={`${t('adminShuttleBus.timetables')} · ${view?.name ?? ''}`} onBack={() => history.push('/services/shuttleBus')}>
      <p style={{ color: '#888' }}>{stopNames.join(' → ')}</p>
      <ProTable<BusTimetable>
        rowKey="id"
        columns={columns}
        search={false}
        pagination={false}
        dataSource={view?.timetables ?? []}
        toolBarRender={() => [
          <TimetableForm key="new" routeId={routeId} stopNames={stopNames} trigger={<Button type="primary">{t('adminShuttleBus.newTimetable')}</Button>} onSaved={load} />,
        ]}
      />
      <ImportTrips timetableId={importing} onClose={() => setImporting(null)} onDone={load} />
    </PageContainer>
  );
}
