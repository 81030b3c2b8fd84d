/** The sign-ups of one activity: approve, reject, remove, and the list as xlsx. */
import { SIGNUP_STATUSES, activity, type ActivitySignupRow } from '@campus/api';
import { t } from '@campus/i18n';
import { DownloadOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { history, useParams } from '@umijs/max';
import { Button, Popconfirm, Space, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useLang } from '@/lib/lang';
import { compact, tableResult, timeColumn } from '@/lib/table';
import { call, download } from '@/services/api';

export default function ActivitySignupsPage() {
  useLang();
  const { id = '' } = useParams<{ id: string }>();
  const ref = useRef<ActionType>();
  const [title, setTitle] = useState('');
  useEffect(() => {
    call(activity.manageDetail, { id }).then((a) => setTitle(a.title), () => undefined);
  }, [id]);
  const act = (p: Promise<unknown>) => void p.then(() => ref.current?.reload(), () => undefined);

  const columns: ProColumns<ActivitySignupRow>[] = [
    { title: t('adminActivity.col.name'), dataIndex: 'name', search: false },
    { title: t('adminActivity.col.number'), dataIndex: 'number', search: false },
    { title: t('adminActivity.col.department'), dataIndex: 'department', search: false },
    {
      title: t('adminActivity.col.status'),
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: Object.fromEntries(SIGNUP_STATUSES.map((s) => [s, { text: t(`adminActivity.status.${s}`) }])),
      render: (_, r) => <Tag>{t(`adminActivity.status.${r.status}`)}</Tag>,
    },
    timeColumn(t('adminActivity.col.createdAt'), 'createdAt'),
    timeColumn(t('adminActivity.col.checkedAt'), 'checkedAt'),
    { title: t('adminActivity.col.note'), dataIndex: 'note', search: false, ellipsis: true },
    {
      title: t('adminActivity.col.action'),
      valueType: 'option',
      render: (_, r) => (
        <Space size={4}>
          {r.status === 'pending' ? (
            <>
              <a onClick={() => act(call(activity.review, { signupId: r.id, approve: true }))}>{t('adminActivity.act.approve')}</a>
              <a onClick={() => act(call(activity.review, { signupId: r.id, approve: false }))}>{t('adminActivity.act.reject')}</a>
            </>
          ) : null}
          {(r.status === 'pending' || r.status === 'approved') && r.checkedAt === null ? (
            <Popconfirm title={t('adminActivity.act.confirmRemove')} onConfirm={() => act(call(activity.removeSignup, { signupId: r.id }))}>
              <a style={{ color: '#ff4d4f' }}>{t('adminActivity.act.remove')}</a>
            </Popconfirm>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <PageContainer title={title ? t('adminActivity.signupsTitle', { title }) : t('adminActivity.signups')} onBack={() => history.back()}>
      <ProTable<ActivitySignupRow, { status?: ActivitySignupRow['status'] }>
        rowKey="id"
        actionRef={ref}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        toolBarRender={() => [
          <Button key="x" icon={<DownloadOutlined />} onClick={() => void download(activity.signupsExport.path, { id }, `activity-signups-${id}.xlsx`)}>
            {t('adminActivity.export')}
          </Button>,
        ]}
        request={(p) => tableResult(call(activity.signups, { id, ...compact({ status: p.status }), current: p.current ?? 1, pageSize: p.pageSize ?? 20 }))}
      />
    </PageContainer>
  );
}
