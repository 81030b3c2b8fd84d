/** Copied to me (/workflow/cc): items I was copied on, newest first; read-only for me. */
import { workflow, type InstanceSummary } from '@campus/api';
import { t } from '@campus/i18n';
import { timeColumn } from '@/lib/table';
import { call } from '@/services/api';
import { StateTag, summaryColumns } from './components/columns';
import { ListPage } from './components/ListPage';

export default function CopiedPage() {
  return (
    <ListPage<InstanceSummary>
      title={t('adminWorkflow.cc.title')}
      testId="workflow-cc"
      rowKey={(r) => r.id}
      itemOf={(r) => r.id}
      columns={[
        ...summaryColumns<InstanceSummary>((r) => r),
        { title: t('adminWorkflow.list.state'), dataIndex: 'state', search: false, render: (_, r) => <StateTag state={r.state} /> },
        timeColumn(t('adminWorkflow.list.updatedAt'), 'updatedAt'),
      ]}
      fetch={(q) => call(workflow.cc, q)}
    />
  );
}
