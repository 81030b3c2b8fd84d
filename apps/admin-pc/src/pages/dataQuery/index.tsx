/** The query service (dataQuery.manage): query sets, their data imports and their use. */
import { dataQuery, type AdminQuerySet } from '@campus/api';
import { t } from '@campus/i18n';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm, Space, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useLang } from '@/lib/lang';
import { compact, tableResult } from '@/lib/table';
import { call } from '@/services/api';
import { ImportRows } from './components/ImportRows';
import { SetForm } from './components/SetForm';
import { timeText } from '@/lib/time';

const when = (s: number | null) => (s === null ? '…' : timeText(s));

export default function DataQueryPage() {
  useLang();
  const ref = useRef<ActionType>();
  const [importing, setImporting] = useState<string | null>(null);
  const reload = () => ref.current?.reload();

  const columns: ProColumns<AdminQuerySet>[] = [
    { title: t('adminDataQuery.col.title'), dataIndex: 'keyword', hideInTable: true },
    { title: t('adminDataQuery.col.title'), dataIndex: 'title', search: false, render: (_, s) => <>{s.title} {s.published ? <Tag color="green">{t('adminDataQuery.published')}</Tag> : <Tag>{t('adminDataQuery.draft')}</Tag>}</> },
    { title: t('adminDataQuery.col.keyColumns'), dataIndex: 'keyColumns', search: false, render: (_, s) => s.keyColumns.join(' + ') },
    { title: t('adminDataQuery.col.showColumns'), dataIndex: 'showColumns', search: false, render: (_, s) => s.showColumns.join('、') },
    { title: t('adminDataQuery.col.window'), dataIndex: 'opensAt', search: false, render: (_, s) => (s.opensAt === null && s.closesAt === null ? '—' : `${when(s.opensAt)} ~ ${when(s.closesAt)}`) },
    { title: t('adminDataQuery.col.rows'), dataIndex: 'rows', search: false, width: 90 },
    { title: t('adminDataQuery.col.queries'), dataIndex: 'queries', search: false, width: 90 },
    { title: t('adminDataQuery.col.hits'), dataIndex: 'hits', search: false, width: 90 },
    { title: t('adminDataQuery.col.limit'), dataIndex: 'limitPerHour', search: false, width: 90 },
    {
      title: '',
      valueType: 'option',
      render: (_, s) => (
        <Space size={4}>
          <a onClick={() => setImporting(s.id)} data-testid="dq-import">
            {t('adminDataQuery.import')}
          </a>
          <SetForm set={s} trigger={<a>{t('adminDataQuery.edit')}</a>} onSaved={reload} />
          <Popconfirm title={t('adminDataQuery.deleteConfirm')} onConfirm={() => void call(dataQuery.deleteSet, { id: s.id }).then(reload, () => undefined)}>
            <a>{t('adminDataQuery.delete')}</a>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <PageContainer title={t('adminDataQuery.title')}>
      <ProTable<AdminQuerySet, { keyword?: string }>
        rowKey="id"
        actionRef={ref}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 20 }}
        toolBarRender={() => [<SetForm key="new" trigger={<Button type="primary">{t('adminDataQuery.newSet')}</Button>} onSaved={reload} />]}
        request={(p) => tableResult(call(dataQuery.adminSets, compact({ keyword: p.keyword, current: p.current ?? 1, pageSize: p.pageSize ?? 20 })))}
      />
      <ImportRows id={importing} onClose={() => setImporting(null)} onDone={reload} />
    </PageContainer>
  );
}
