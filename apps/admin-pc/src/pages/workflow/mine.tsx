/** My applications (/workflow/mine): what I applied for, by state; I may withdraw, urge or comment from the item. */
import { workflow, type InstanceSummary } from '@campus/api';
import { t } from '@campus/i18n';
import { timeColumn } from '@/lib/table';
import { call } from '@/services/api';
import { summaryColumns } from './components/columns';
import { ListPage } from './components/ListPage';

export default function MinePage() {
  return (
    <ListPage<InstanceSummary>
      title={t('adminWorkflow.mine.title')}
      testId="workflow-mine"
      rowKey={(r) => r.id}
      itemOf={(r) => r.id}
      columns={[
        ...summaryColumns<InstanceSummary>((r) => r, { applicant: false, state: true }),
        timeColumn(t('adminWorkflow.list.updatedAt'), 'updatedAt'),
      ]}
      fetch={(q) => call(workflow.mine, q)}
    />
  );
}
