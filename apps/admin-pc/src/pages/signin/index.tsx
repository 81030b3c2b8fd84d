/**
 * /booking/signin: every sign-in of the site with its counts (expected, signed, late, rate),
 * create and edit in a modal form, delete, and the way to each one's detail page.
 */
import { signin, type SigninManaged } from '@campus/api';
import { t } from '@campus/i18n';
import { PlusOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Button, Popconfirm, Space, Tag, message } from 'antd';
import { useRef } from 'react';
import { useLang } from '@/lib/lang';
import { tableResult } from '@/lib/table';
import { call } from '@/services/api';
import { rate } from './components/helpers';
import { SigninForm } from './components/SigninForm';
import { timeRangeColumn } from '@/lib/time-range';

const PHASE_COLOR = { open: 'green', notStarted: 'blue', ended: 'default' } as const;

export default function SigninPage() {
  useLang();
  const ref = useRef<ActionType>(null);
  const reload = () => void ref.current?.reload();

  const columns: ProColumns<SigninManaged>[] = [
    { title: t('adminSignin.col.title'), dataIndex: 'title', render: (_, s) => <a onClick={() => history.push(`/booking/signin/${s.id}`)}>{s.title}</a> },
    { title: t('adminSignin.col.mode'), dataIndex: 'mode', search: false, width: 120, render: (_, s) => t(`adminSignin.mode.${s.mode}`) },
    timeRangeColumn<SigninManaged>(t('adminSignin.col.window'), 'startsAt', 'endsAt', { search: false }),
    { title: t('adminSignin.col.phase'), dataIndex: 'phase', search: false, width: 90, render: (_, s) => <Tag color={PHASE_COLOR[s.phase]}>{t(`adminSignin.phase.${s.phase}`)}</Tag> },
    { title: t('adminSignin.col.organiser'), dataIndex: 'organiserName', search: false, width: 100, ellipsis: true },
    { title: t('adminSignin.col.expected'), dataIndex: ['counts', 'expected'], search: false, width: 64 },
    { title: t('adminSignin.col.signed'), dataIndex: ['counts', 'signed'], search: false, width: 64 },
    { title: t('adminSignin.col.late'), dataIndex: ['counts', 'late'], search: false, width: 64 },
    { title: t('adminSignin.col.rate'), key: 'rate', search: false, width: 76, render: (_, s) => rate(s.counts.signed, s.counts.expected) },
    {
      title: t('adminSignin.col.actions'),
      key: 'actions',
      search: false,
      width: 140,
      render: (_, s) => (
        <Space style={{ whiteSpace: 'nowrap' }}>
          <a onClick={() => history.push(`/booking/signin/${s.id}`)}>{t('adminSignin.action.detail')}</a>
          <SigninForm id={s.id} trigger={<a>{t('adminSignin.action.edit')}</a>} onDone={reload} />
          <Popconfirm
            title={t('adminSignin.action.confirmRemove')}
            onConfirm={async () => {
              await call(signin.remove, { id: s.id });
              void message.success(t('adminSignin.action.removed'));
              reload();
            }}
          >
            <a>{t('adminSignin.action.remove')}</a>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <PageContainer title={t('adminSignin.title')}>
      <ProTable<SigninManaged, { title?: string }>
        rowKey="id"
        actionRef={ref}
        columns={columns}
        // The organiser starts hidden (column settings show it) so the name has room at 1280 px.
        columnsState={{ defaultValue: { organiserName: { show: false } } }}
        request={(p) => tableResult(call(signin.manageList, { current: p.current ?? 1, pageSize: p.pageSize ?? 20, ...(p.title ? { title: p.title } : {}) }))}
        toolBarRender={() => [
          <SigninForm
            key="create"
            onDone={reload}
            trigger={
              <Button type="primary" icon={<PlusOutlined />} data-testid="signin-create">
                {t('adminSignin.form.create')}
              </Button>
            }
          />,
        ]}
      />
    </PageContainer>
  );
}
