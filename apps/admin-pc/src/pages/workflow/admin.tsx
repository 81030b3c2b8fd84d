/** Every item of the site (/workflow/admin, workflow.manage): by state, overdue, form; terminate with a reason; the webhook calls and their state. */
import { workflow, type InstanceSummary, type OutputOf } from '@campus/api';
import { t } from '@campus/i18n';
import { PageContainer, ProTable } from '@ant-design/pro-components';
import { Tag, Typography } from 'antd';
import { useState } from 'react';
import { useLang } from '@/lib/lang';
import { compact, tableResult, timeColumn } from '@/lib/table';
import { call } from '@/services/api';
import { formOptions, summaryColumns } from './components/columns';
import { ItemDrawer } from './components/ItemDrawer';
import { ListTable } from './components/ListPage';
import { TerminateButton } from './components/TerminateButton';

type Delivery = OutputOf<typeof workflow.deliveries>['list'][number];
const DELIVERY_COLORS = { pending: 'processing', delivered: 'success', failed: 'error' } as const;

/** The webhook calls (newest first), by form; a row opens the item that ended. */
function Deliveries() {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <ProTable<Delivery, { formId?: string }>
        rowKey="id"
        size="small"
        search={{ labelWidth: 'auto' }}
        data-testid="workflow-deliveries"
        pagination={{ defaultPageSize: 20 }}
        request={(p) => tableResult(call(workflow.deliveries, compact({ formId: p.formId, current: p.current ?? 1, pageSize: p.pageSize ?? 20 }) as { current: number; pageSize: number }))}
        columns={[
          { title: t('adminWorkflow.list.form'), dataIndex: 'formId', valueType: 'select', request: formOptions, hideInTable: true },
          { title: t('adminWorkflow.deliveries.url'), dataIndex: 'url', ellipsis: true, search: false },
          { title: t('adminWorkflow.deliveries.state'), dataIndex: 'state', search: false, render: (_, r) => <Tag color={DELIVERY_COLORS[r.state]}>{t(`adminWorkflow.deliveries.${r.state}`)}</Tag> },
          { title: t('adminWorkflow.deliveries.attempts'), dataIndex: 'attempts', width: 90, search: false },
          { title: t('adminWorkflow.deliveries.lastError'), dataIndex: 'lastError', ellipsis: true, search: false, render: (_, r) => (r.lastError ? <Typography.Text type="danger">{r.lastError}</Typography.Text> : '—') },
          timeColumn(t('adminWorkflow.deliveries.nextAt'), 'nextAt'),
          timeColumn(t('adminWorkflow.deliveries.createdAt'), 'createdAt'),
          { title: '', valueType: 'option', width: 80, render: (_, r) => <a onClick={() => setOpen(r.instanceId)}>{t('adminWorkflow.list.open')}</a> },
        ]}
      />
      <ItemDrawer id={open} onClose={() => setOpen(null)} onChanged={() => undefined} />
    </>
  );
}

export default function WorkflowAdminPage() {
  useLang();
  const [tab, setTab] = useState('items');
  return (
    <PageContainer
      title={t('adminWorkflow.admin.title')}
      tabActiveKey={tab}
      onTabChange={setTab}
      tabList={[
        { key: 'items', tab: t('adminWorkflow.admin.items') },
        { key: 'deliveries', tab: t('adminWorkflow.admin.deliveries') },
      ]}
    >
      {tab === 'items' ? (
        <ListTable<InstanceSummary>
          testId="workflow-admin"
          rowKey={(r) => r.id}
          itemOf={(r) => r.id}
          columns={[
            ...summaryColumns<InstanceSummary>((r) => r, { state: true }),
            {
              title: t('adminWorkflow.list.overdue'),
              dataIndex: 'overdue',
              hideInTable: true,
              valueType: 'select',
              valueEnum: { true: { text: t('adminWorkflow.admin.overdueOnly') } },
            },
            timeColumn(t('adminWorkflow.list.updatedAt'), 'updatedAt'),
          ]}
          fetch={(q) => call(workflow.adminList, { ...q, overdue: q.overdue === 'true' ? true : undefined })}
          extra={(reload) => [
            {
              title: '',
              valueType: 'option',
              width: 60,
              render: (_, r) => (r.state === 'running' || r.state === 'returned' ? <TerminateButton id={r.id} onDone={reload} /> : null),
            },
          ]}
        />
      ) : (
        <Deliveries />
      )}
    </PageContainer>
  );
}
