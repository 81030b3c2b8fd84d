/**
 * /booking/ticket: every ticket event of the site with its counters (issued / quota), create and
 * edit in a modal form, and the way to each one's live page (counters, the draw, holders, export).
 */
import { ticket, type OutputOf } from '@campus/api';
import { t } from '@campus/i18n';
import { PlusOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Button, Progress, Space, Tag } from 'antd';
import { useRef } from 'react';
import { useLang } from '@/lib/lang';
import { tableResult } from '@/lib/table';
import { call } from '@/services/api';
import { EventForm } from './components/EventForm';
import { issuedPercent } from './components/helpers';
import { timeRangeColumn } from '@/lib/time-range';
import { timeText } from '@/lib/time';

type Row = OutputOf<typeof ticket.manageList>['list'][number];


export default function TicketPage() {
  useLang();
  const ref = useRef<ActionType>(null);
  const reload = () => void ref.current?.reload();
  const open = (id: string) => history.push(`/booking/ticket/${id}`);

  const columns: ProColumns<Row>[] = [
    { title: t('adminTicket.col.title'), dataIndex: 'title', render: (_, r) => <a onClick={() => open(r.id)}>{r.title}</a> },
    { title: t('adminTicket.col.mode'), dataIndex: 'mode', width: 150, render: (_, r) => <Tag color={r.mode === 'reserve' ? 'orange' : 'blue'}>{t(`adminTicket.mode.${r.mode}`)}</Tag> },
    timeRangeColumn<Row>(t('adminTicket.col.window'), 'openAt', 'closeAt'),
    { title: t('adminTicket.col.startsAt'), dataIndex: 'startsAt', width: 150, render: (_, r) => timeText(r.startsAt) },
    {
      title: t('adminTicket.col.issued'),
      key: 'issued',
      width: 150,
      render: (_, r) => (
        <Space data-testid="ticket-counters" style={{ whiteSpace: 'nowrap' }}>
          <span>
            {r.issued} / {r.quota}
          </span>
          <Progress percent={issuedPercent(r.issued, r.quota)} size="small" style={{ width: 60 }} />
        </Space>
      ),
    },
    { title: t('adminTicket.col.published'), dataIndex: 'published', width: 80, render: (_, r) => (r.published ? t('adminTicket.yes') : t('adminTicket.no')) },
    {
      title: t('adminTicket.col.actions'),
      key: 'actions',
      width: 100,
      render: (_, r) => (
        <Space style={{ whiteSpace: 'nowrap' }}>
          <a onClick={() => open(r.id)}>{t('adminTicket.action.detail')}</a>
          <EventForm id={r.id} trigger={<a>{t('adminTicket.action.edit')}</a>} onDone={reload} />
        </Space>
      ),
    },
  ];

  return (
    <PageContainer title={t('adminTicket.title')}>
      <ProTable<Row>
        rowKey="id"
        actionRef={ref}
        search={false}
        columns={columns}
        request={(p) => tableResult(call(ticket.manageList, { current: p.current ?? 1, pageSize: p.pageSize ?? 20 }))}
        toolBarRender={() => [
          <EventForm
            key="create"
            onDone={reload}
            trigger={
              <Button type="primary" icon={<PlusOutlined />} data-testid="ticket-create">
                {t('adminTicket.form.create')}
              </Button>
            }
          />,
        ]}
      />
    </PageContainer>
  );
}
