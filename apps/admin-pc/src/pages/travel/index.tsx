/**
 * Travel registrations (travel.manage): the trips of the counselor's department (any department
 * with travel.all), who is away or overdue today, filters by status, date away and person, and
 * the xlsx export of what the filter shows.
 */
import { TRIP_STATUSES, travel, type TravelTrip } from '@campus/api';
import { t } from '@campus/i18n';
import { PageContainer, ProTable, StatisticCard, type ProColumns } from '@ant-design/pro-components';
import { Button, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useLang } from '@/lib/lang';
import { compact, tableResult, timeColumn } from '@/lib/table';
import { call, download } from '@/services/api';

const COLOR = { registered: 'blue', away: 'orange', returned: 'green', cancelled: 'default', overdue: 'red' } as const;
interface Filter {
  status?: (typeof TRIP_STATUSES)[number];
  awayOn?: string;
  keyword?: string;
  departmentId?: string;
}

export default function TravelPage() {
  useLang();
  const [depts, setDepts] = useState<{ all: boolean; list: { id: string; name: string }[] }>({ all: false, list: [] });
  const [counts, setCounts] = useState({ away: 0, overdue: 0, registered: 0 });
  const filter = useRef<Filter>({});
  useEffect(() => {
    call(travel.departments, {}).then(setDepts, () => undefined);
  }, []);
  const columns: ProColumns<TravelTrip>[] = [
    { title: t('adminTravel.keyword'), dataIndex: 'keyword', hideInTable: true },
    { title: t('adminTravel.department'), dataIndex: 'departmentId', hideInTable: true, hideInSearch: !depts.all, valueType: 'select', fieldProps: { options: depts.list.map((d) => ({ value: d.id, label: d.name })) } },
    { title: t('adminTravel.awayOn'), dataIndex: 'awayOn', valueType: 'date', hideInTable: true },
    { title: t('travel.field.name'), dataIndex: 'name', search: false },
    { title: t('travel.field.number'), dataIndex: 'number', search: false },
    { title: t('travel.field.className'), dataIndex: 'className', search: false },
    { title: t('travel.field.destination'), dataIndex: 'destination', search: false, render: (_, x) => `${x.region} ${x.destination}` },
    { title: t('travel.field.departDate'), dataIndex: 'departDate', search: false },
    { title: t('travel.field.returnDate'), dataIndex: 'returnDate', search: false },
    { title: t('travel.field.transport'), dataIndex: 'transport', search: false, render: (_, x) => t(`travel.transport.${x.transport}`) },
    { title: t('travel.field.reason'), dataIndex: 'reason', search: false, ellipsis: true },
    { title: t('travel.field.contactName'), dataIndex: 'contactName', search: false, render: (_, x) => `${x.contactName} ${x.contactPhone}` },
    {
      title: t('travel.field.status'),
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: Object.fromEntries(TRIP_STATUSES.map((s) => [s, { text: t(`travel.status.${s}`) }])),
      render: (_, x) => <Tag color={COLOR[x.status]}>{t(`travel.status.${x.status}`)}</Tag>,
    },
    timeColumn(t('adminTravel.returnedAt'), 'returnedAt'),
  ];
  return (
    <PageContainer title={t('adminTravel.title')}>
      <StatisticCard.Group style={{ marginBottom: 16 }}>
        {(['away', 'overdue', 'registered'] as const).map((k) => (
          <StatisticCard key={k} statistic={{ title: t(`travel.counts.${k}`), value: counts[k] }} />
        ))}
      </StatisticCard.Group>
      <ProTable<TravelTrip, Filter>
        rowKey="id"
        columns={columns}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        toolBarRender={() => [
          <Button key="export" onClick={() => void download(travel.export.path, compact({ ...filter.current }), 'trips.xlsx')}>
            {t('adminTravel.exportXlsx')}
          </Button>,
        ]}
        request={async (p) => {
          filter.current = compact({ status: p.status, awayOn: p.awayOn, keyword: p.keyword, departmentId: p.departmentId });
          const answer = call(travel.department, { ...filter.current, current: p.current ?? 1, pageSize: p.pageSize ?? 20 });
          answer.then((d) => setCounts(d.counts), () => undefined);
          return tableResult(answer);
        }}
      />
    </PageContainer>
  );
}
