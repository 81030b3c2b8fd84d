/** Done by me (/workflow/done): items I acted on, my latest action first, with where each stands now. */
import { workflow, type DoneItem } from '@campus/api';
import { t } from '@campus/i18n';
import { Tag } from 'antd';
import { timeColumn } from '@/lib/table';
import { call } from '@/services/api';
import { StateTag, summaryColumns } from './components/columns';
import { ListPage } from './components/ListPage';

export default function DonePage() {
  return (
    <ListPage<DoneItem>
      title={t('adminWorkflow.done.title')}
      testId="workflow-done"
      rowKey={(r) => `${r.instance.id}-${r.actedAt}`}
      itemOf={(r) => r.instance.id}
      columns={[
        ...summaryColumns<DoneItem>((r) => r.instance),
        { title: t('adminWorkflow.done.myAction'), dataIndex: 'action', search: false, render: (_, r) => <Tag>{t(`adminWorkflow.timeline.${r.action}`)}</Tag> },
        timeColumn(t('adminWorkflow.done.actedAt'), 'actedAt'),
        { title: t('adminWorkflow.list.state'), dataIndex: 'state', search: false, render: (_, r) => <StateTag state={r.instance.state} /> },
      ]}
      fetch={(q) => call(workflow.done, q)}
    />
  );
}
