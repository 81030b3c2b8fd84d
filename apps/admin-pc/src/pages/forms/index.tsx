/** The site's forms (forms.manage): status, current version, submissions; create, design, open/close, versions. */
import { forms, FORM_STATUSES, type FormSummary } from '@campus/api';
import { t } from '@campus/i18n';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { history, useAccess } from '@umijs/max';
import { Button, Popconfirm, Space, Tag } from 'antd';
import { useRef, useState } from 'react';
import type { ConsoleAccess } from '@/access';
import { useLang } from '@/lib/lang';
import { compact, tableResult, timeColumn } from '@/lib/table';
import { call } from '@/services/api';
import { CreateForm } from './components/CreateForm';
import { VersionsModal } from './components/VersionsModal';

const COLORS = { draft: 'default', open: 'green', closed: 'orange' } as const;

export default function FormsPage() {
  useLang();
  const ref = useRef<ActionType>();
  const canProcess = (useAccess() as ConsoleAccess).canWorkflowManage;
  const [versionsOf, setVersionsOf] = useState<FormSummary | null>(null);
  const reload = () => ref.current?.reload();
  const setStatus = (id: string, status: 'open' | 'closed') => void call(forms.setStatus, { id, status }).then(reload, () => undefined);

  const columns: ProColumns<FormSummary>[] = [
    { title: t('adminForms.col.name'), dataIndex: 'keyword', hideInTable: true },
    { title: t('adminForms.col.name'), dataIndex: 'name', search: false },
    { title: t('adminForms.col.category'), dataIndex: 'category' },
    {
      title: t('adminForms.col.status'),
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: Object.fromEntries(FORM_STATUSES.map((s) => [s, { text: t(`forms.status.${s}`) }])),
      render: (_, f) => <Tag color={COLORS[f.status]}>{t(`forms.status.${f.status}`)}</Tag>,
    },
    { title: t('adminForms.col.version'), dataIndex: 'version', search: false, render: (_, f) => (f.versionId ? <span data-version={f.version}>v{f.version}</span> : '—') },
    { title: t('adminForms.col.submissions'), dataIndex: 'submissions', search: false },
    { title: t('adminForms.col.owner'), dataIndex: 'ownerName', search: false },
    timeColumn(t('adminForms.col.updatedAt'), 'updatedAt'),
    {
      title: '',
      valueType: 'option',
      render: (_, f) => (
        <Space size={4} wrap>
          <a onClick={() => history.push(`/forms/edit?id=${encodeURIComponent(f.id)}`)}>{t('adminForms.design')}</a>
          <CreateForm form={f} trigger={<a>{t('adminForms.settings')}</a>} onSaved={reload} />
          {f.versionId ? <a onClick={() => history.push(`/forms/submissions?id=${encodeURIComponent(f.id)}`)}>{t('adminForms.submissions')}</a> : null}
          {f.versionId ? <a onClick={() => setVersionsOf(f)}>{t('adminForms.versions')}</a> : null}
          {f.versionId && canProcess ? <a data-testid="form-process" onClick={() => history.push(`/workflow/process?formId=${encodeURIComponent(f.id)}`)}>{t('adminWorkflow.processAction')}</a> : null}
          {f.status === 'closed' ? <a onClick={() => setStatus(f.id, 'open')}>{t('adminForms.open')}</a> : null}
          {f.status === 'open' ? (
            <Popconfirm title={t('adminForms.closeConfirm')} onConfirm={() => setStatus(f.id, 'closed')}>
              <a>{t('adminForms.close')}</a>
            </Popconfirm>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <PageContainer title={t('adminForms.title')}>
      <ProTable<FormSummary, { keyword?: string; category?: string; status?: FormSummary['status'] }>
        rowKey="id"
        actionRef={ref}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        toolBarRender={() => [
          <CreateForm
            key="new"
            trigger={<Button type="primary" data-testid="create-form">{t('adminForms.create')}</Button>}
            onSaved={(id, template) => history.push(`/forms/edit?id=${encodeURIComponent(id)}&template=${template}`)}
          />,
        ]}
        request={(p) => tableResult(call(forms.adminList, compact({ keyword: p.keyword, category: p.category, status: p.status, current: p.current ?? 1, pageSize: p.pageSize ?? 20 })))}
      />
      <VersionsModal form={versionsOf} onClose={() => setVersionsOf(null)} />
    </PageContainer>
  );
}
