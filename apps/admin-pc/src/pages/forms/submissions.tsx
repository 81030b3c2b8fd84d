/** A form's submissions (/forms/submissions?id=): who, when, which version, state; one shown read-only; the xlsx export. */
import { forms, SUBMISSION_STATES, type SubmissionItem } from '@campus/api';
import { t } from '@campus/i18n';
import { PageContainer, ProTable, type ProColumns } from '@ant-design/pro-components';
import { history, useSearchParams } from '@umijs/max';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { useLang } from '@/lib/lang';
import { compact, tableResult, timeColumn } from '@/lib/table';
import { call, download } from '@/services/api';
import { SubmissionDrawer } from './components/SubmissionDrawer';

type Row = SubmissionItem & { values: Record<string, unknown> };

export default function FormSubmissionsPage() {
  useLang();
  const [params] = useSearchParams();
  const formId = params.get('id') ?? '';
  const [name, setName] = useState('');
  const [shown, setShown] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  const columns: ProColumns<Row>[] = [
    { title: t('adminForms.sub.keyword'), dataIndex: 'keyword', hideInTable: true },
    { title: t('adminForms.sub.user'), dataIndex: 'userName', search: false },
    { title: t('adminForms.sub.number'), dataIndex: 'userNumber', search: false },
    { title: t('adminForms.col.version'), dataIndex: 'version', search: false, render: (_, r) => `v${r.version}` },
    { title: t('adminForms.sub.state'), dataIndex: 'state', search: false, render: (_, r) => <Tag>{t(`forms.state.${r.state}`)}</Tag>, valueEnum: Object.fromEntries(SUBMISSION_STATES.map((s) => [s, { text: t(`forms.state.${s}`) }])) },
    timeColumn(t('adminForms.sub.submittedAt'), 'createdAt'),
    timeColumn(t('adminForms.sub.updatedAt'), 'updatedAt'),
    { title: '', valueType: 'option', render: (_, r) => <a onClick={() => setShown(r.id)}>{t('adminForms.sub.view')}</a> },
  ];

  const exportXlsx = async () => {
    setExporting(true);
    await download(forms.export.path, { formId }, `${name || 'form'}.xlsx`);
    setExporting(false);
  };

  return (
    <PageContainer title={`${t('adminForms.submissions')}${name ? ` · ${name}` : ''}`} onBack={() => history.push('/forms/list')}>
      <ProTable<Row, { keyword?: string }>
        rowKey="id"
        columns={columns}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        toolBarRender={() => [
          <Button key="export" loading={exporting} onClick={() => void exportXlsx()} data-testid="export-xlsx">
            {t('adminForms.sub.export')}
          </Button>,
        ]}
        request={(p) =>
          tableResult(
            call(forms.submissions, { formId, ...compact({ keyword: p.keyword, current: p.current ?? 1, pageSize: p.pageSize ?? 20 }) }).then((d) => {
              // The rows carry the form's name: no second request (forms.open answers the whole schema).
              if (d.list[0]) setName(d.list[0].formName);
              return d as { list: Row[]; total: number };
            }),
          )
        }
      />
      <SubmissionDrawer id={shown} onClose={() => setShown(null)} />
    </PageContainer>
  );
}
