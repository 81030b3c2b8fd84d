/** My to-do (/workflow/todo): open tasks, oldest due first, overdue marked; a row opens the item to act on. */
import { workflow, type TaskItem } from '@campus/api';
import { t } from '@campus/i18n';
import { Space, Tag } from 'antd';
import { timeColumn } from '@/lib/table';
import { call } from '@/services/api';
import { DueTag, summaryColumns } from './components/columns';
import { ListPage } from './components/ListPage';

export default function TodoPage() {
  return (
    <ListPage<TaskItem>
      title={t('adminWorkflow.todo.title')}
      testId="workflow-todo"
      rowKey={(r) => r.id}
      itemOf={(r) => r.instance.id}
      columns={[
        ...summaryColumns<TaskItem>((r) => r.instance, { holders: false }),
        {
          title: t('adminWorkflow.list.task'),
          dataIndex: 'kind',
          search: false,
          render: (_, r) => (
            <Space size={2} wrap>
              {r.kind !== 'approve' ? <Tag color="blue">{t(`adminWorkflow.kind.${r.kind}`)}</Tag> : <Tag>{t('adminWorkflow.kind.approve')}</Tag>}
              {r.onBehalfOf ? <Tag color="purple">{t('adminWorkflow.list.onBehalfOf', { name: r.onBehalfOf.name })}</Tag> : null}
            </Space>
          ),
        },
        timeColumn(t('adminWorkflow.list.receivedAt'), 'createdAt'),
        { title: t('adminWorkflow.list.dueAt'), dataIndex: 'dueAt', search: false, render: (_, r) => <DueTag dueAt={r.dueAt} overdue={r.overdue} /> },
      ]}
      fetch={(q) => call(workflow.todo, q)}
    />
  );
}
