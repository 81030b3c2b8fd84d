/** Every activity of the site (activity.adminList) with counters, edit, publish, cancel, sign-ups and a chart. */
import { ACTIVITY_CATEGORIES, activity, type OutputOf } from '@campus/api';
import { t } from '@campus/i18n';
import { ModalForm, PageContainer, ProFormText, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { PlusOutlined } from '@ant-design/icons';
import { history } from '@umijs/max';
import { Button, Space, Tag, message } from 'antd';
import { useRef, useState } from 'react';
import { useLang } from '@/lib/lang';
import { compact, tableResult } from '@/lib/table';
import { timeText } from '@/lib/time';
import { call } from '@/services/api';
import { ActivityForm } from './components/ActivityForm';
import { StatsChart } from './components/StatsChart';

type Row = OutputOf<typeof activity.adminList>['list'][number];
const STATE_COLOR: Record<string, string> = { signup: 'green', ongoing: 'blue', full: 'orange', cancelled: 'red', draft: 'default' };

export default function ActivityPage() {
  useLang();
  const ref = useRef<ActionType>();
  const [version, setVersion] = useState(0);
  const reload = () => {
    ref.current?.reload();
    setVersion((v) => v + 1);
  };

  const columns: ProColumns<Row>[] = [
    { title: t('adminActivity.col.keyword'), dataIndex: 'keyword', hideInTable: true },
    { title: t('adminActivity.col.title'), dataIndex: 'title', search: false, ellipsis: true },
    {
      title: t('adminActivity.col.category'),
      dataIndex: 'category',
      width: 90,
      valueType: 'select',
      valueEnum: Object.fromEntries(ACTIVITY_CATEGORIES.map((c) => [c, { text: t(`adminActivity.category.${c}`) }])),
    },
    { title: t('adminActivity.col.organiser'), dataIndex: 'organiser', search: false, width: 110, ellipsis: true },
    { title: t('adminActivity.col.startsAt'), dataIndex: 'startsAt', search: false, width: 150, render: (_, r) => timeText(r.startsAt) },
    { title: t('adminActivity.col.state'), dataIndex: 'state', search: false, width: 90, render: (_, r) => <Tag color={STATE_COLOR[r.state] ?? 'default'}>{t(`adminActivity.state.${r.state}`)}</Tag> },
    { title: t('adminActivity.col.taken'), dataIndex: 'taken', search: false, width: 80, render: (_, r) => `${r.taken} / ${r.capacity ?? '∞'}` },
    { title: t('adminActivity.col.pending'), dataIndex: 'pending', search: false, width: 76 },
    { title: t('adminActivity.col.checked'), dataIndex: 'checked', search: false, width: 76 },
    {
      title: t('adminActivity.col.action'),
      valueType: 'option',
      // Two short lines of actions at 1280 px, leaving the activity's name readable.
      width: 150,
      render: (_, r) => (
        <Space size={4} wrap>
          <a onClick={() => history.push(`/booking/activity/signups/${r.id}`)}>{t('adminActivity.signups')}</a>
          {r.cancelled ? null : (
            <>
              <ActivityForm id={r.id} trigger={<a>{t('adminActivity.edit')}</a>} onSaved={reload} />
              <a onClick={() => void call(activity.publish, { id: r.id, published: !r.published }).then(reload)}>{t(r.published ? 'adminActivity.act.unpublish' : 'adminActivity.act.publish')}</a>
              <ModalForm<{ reason: string }>
                title={t('adminActivity.act.cancel')}
                trigger={<a style={{ color: '#ff4d4f' }}>{t('adminActivity.act.cancel')}</a>}
                modalProps={{ destroyOnClose: true }}
                onFinish={async (v) => {
                  const res = await call(activity.cancel, { id: r.id, reason: v.reason });
                  message.success(t('adminActivity.act.notified', { n: res.notified }));
                  reload();
                  return true;
                }}
              >
                <ProFormText name="reason" label={t('adminActivity.act.cancelReason')} rules={[{ required: true, max: 200 }]} />
              </ModalForm>
            </>
          )}
        </Space>
      ),
    },
  ];

  return (
    <PageContainer title={t('adminActivity.title')}>
      <StatsChart version={version} />
      <ProTable<Row, { keyword?: string; category?: Row['category'] }>
        rowKey="id"
        actionRef={ref}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        // The organiser starts hidden (column settings show it) so the name has room at 1280 px.
        columnsState={{ defaultValue: { organiser: { show: false } } }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        toolBarRender={() => [<ActivityForm key="new" trigger={<Button type="primary" icon={<PlusOutlined />}>{t('adminActivity.new')}</Button>} onSaved={reload} />]}
        request={(p) => tableResult(call(activity.adminList, compact({ keyword: p.keyword, category: p.category, current: p.current ?? 1, pageSize: p.pageSize ?? 20 })))}
      />
    </PageContainer>
  );
}
