/**
 * Official documents (document.send / document.manage): every document of the site for
 * managers, one's own for senders — searched by keyword, kind, urgency and date — with how many
 * have read it; compose and send from here; open one for its receipts.
 */
import { DOC_KINDS, DOC_URGENCIES, documentContract, type DocSummary } from '@campus/api';
import { t } from '@campus/i18n';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Button, Progress, Tag } from 'antd';
import { useRef } from 'react';
import { useLang } from '@/lib/lang';
import { compact, tableResult, timeColumn, toSeconds } from '@/lib/table';
import { call } from '@/services/api';
import { ComposeForm } from './components/ComposeForm';

type Query = { keyword?: string; kind?: string; urgency?: string; sentAt?: [unknown, unknown] };

const URGENCY_COLOR = { normal: 'default', urgent: 'orange', very_urgent: 'red' } as const;

export default function DocumentsPage() {
  useLang();
  const ref = useRef<ActionType>();
  const columns: ProColumns<DocSummary>[] = [
    { title: t('adminDocument.keyword'), dataIndex: 'keyword', hideInTable: true },
    { title: t('document.field.number'), dataIndex: 'number', search: false, width: 160 },
    { title: t('document.field.title'), dataIndex: 'title', search: false, ellipsis: true },
    { title: t('document.field.kind'), dataIndex: 'kind', valueType: 'select', fieldProps: { options: DOC_KINDS.map((k) => ({ value: k, label: t(`document.kind.${k}`) })) }, render: (_, d) => t(`document.kind.${d.kind}`), width: 80 },
    {
      title: t('document.field.urgency'),
      dataIndex: 'urgency',
      valueType: 'select',
      fieldProps: { options: DOC_URGENCIES.map((k) => ({ value: k, label: t(`document.urgency.${k}`) })) },
      render: (_, d) => <Tag color={URGENCY_COLOR[d.urgency]}>{t(`document.urgency.${d.urgency}`)}</Tag>,
      width: 90,
    },
    { title: t('document.field.issuer'), dataIndex: 'issuer', search: false },
    { title: t('document.field.sender'), dataIndex: 'senderName', search: false, width: 110 },
    { title: t('document.field.sentAt'), dataIndex: 'sentAt', valueType: 'dateTimeRange', hideInTable: true },
    timeColumn(t('document.field.sentAt'), 'sentAt'),
    {
      title: t('adminDocument.read'),
      dataIndex: 'read',
      search: false,
      width: 150,
      render: (_, d) => <Progress size="small" percent={d.receivers ? Math.round(((d.read ?? 0) / d.receivers) * 100) : 0} format={() => `${d.read ?? 0}/${d.receivers ?? 0}`} />,
    },
    { title: '', valueType: 'option', width: 80, render: (_, d) => <a onClick={() => history.push(`/document/receipts?id=${encodeURIComponent(d.id)}`)}>{t('adminDocument.detail')}</a> },
  ];
  return (
    <PageContainer title={t('adminDocument.list')}>
      <ProTable<DocSummary, Query>
        rowKey="id"
        actionRef={ref}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        toolBarRender={() => [<ComposeForm key="compose" trigger={<Button type="primary" data-testid="doc-compose">{t('adminDocument.compose')}</Button>} onSent={() => ref.current?.reload()} />]}
        request={(p) =>
          tableResult(
            call(
              documentContract.adminList,
              compact({
                keyword: p.keyword,
                kind: p.kind as DocSummary['kind'] | undefined,
                urgency: p.urgency as DocSummary['urgency'] | undefined,
                from: toSeconds(p.sentAt?.[0]),
                to: toSeconds(p.sentAt?.[1]),
                current: p.current ?? 1,
                pageSize: p.pageSize ?? 20,
              }),
            ),
          )
        }
      />
    </PageContainer>
  );
}
