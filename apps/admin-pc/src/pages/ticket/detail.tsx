/**
 * /booking/ticket/:id: one event live — issued / remaining / held per type refreshed every 2 s
 * with a bar chart, the draw button of reserve events with its summary, and the holders'
 * name list with the xlsx export.
 */
import { ticket, type DrawSummary, type OutputOf, type TicketHolder } from '@campus/api';
import { t } from '@campus/i18n';
import { PageContainer, ProTable, type ProColumns } from '@ant-design/pro-components';
import { useParams } from '@umijs/max';
import { Alert, Button, Card, Descriptions, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import ReactECharts from 'echarts-for-react';
import { useEffect, useState } from 'react';
import { useLang } from '@/lib/lang';
import { ms, tableResult } from '@/lib/table';
import { call, download } from '@/services/api';
import { total } from './components/helpers';
import { timeText } from '@/lib/time';

type Detail = OutputOf<typeof ticket.manageDetail>;
type TypeRow = Detail['types'][number];
const STATUS_COLOR = { issued: 'blue', checked: 'green', cancelled: 'default' } as const;

export default function TicketDetailPage() {
  useLang();
  const id = useParams().id ?? '';
  const [d, setD] = useState<Detail | null>(null);
  const [summary, setSummary] = useState<DrawSummary | null>(null);
  const [drawing, setDrawing] = useState(false);

  useEffect(() => {
    let live = true;
    const load = () =>
      call(ticket.manageDetail, { id }, { silent: true }).then(
        (x) => live && setD(x),
        () => undefined,
      );
    void load();
    const h = setInterval(() => void load(), 2000);
    return () => {
      live = false;
      clearInterval(h);
    };
  }, [id]);

  const draw = async () => {
    setDrawing(true);
    try {
      setSummary(await call(ticket.draw, { id }));
    } catch {
      // the request layer showed the refusal
    } finally {
      setDrawing(false);
    }
  };

  const typeColumns = [
    { title: t('adminTicket.col.type'), dataIndex: 'name' },
    { title: t('adminTicket.col.quota'), dataIndex: 'quota' },
    { title: t('adminTicket.col.issuedOnly'), dataIndex: 'issued' },
    { title: t('adminTicket.col.remaining'), dataIndex: 'remaining' },
    { title: t('adminTicket.col.held'), dataIndex: 'held' },
    { title: t('adminTicket.col.waiting'), dataIndex: 'waiting' },
    ...(d?.mode === 'reserve' ? [{ title: t('adminTicket.col.entrants'), dataIndex: 'entrants' }] : []),
  ];
  const holderColumns: ProColumns<TicketHolder>[] = [
    { title: t('adminTicket.holder.name'), dataIndex: 'name' },
    { title: t('adminTicket.holder.number'), dataIndex: 'number' },
    { title: t('adminTicket.holder.type'), dataIndex: 'typeName' },
    { title: t('adminTicket.holder.code'), dataIndex: 'code', copyable: true },
    { title: t('adminTicket.holder.status'), dataIndex: 'status', render: (_, r) => <Tag color={STATUS_COLOR[r.status]}>{t(`adminTicket.ticketStatus.${r.status}`)}</Tag> },
    { title: t('adminTicket.holder.createdAt'), dataIndex: 'createdAt', render: (_, r) => timeText(r.createdAt) },
    { title: t('adminTicket.holder.checkedAt'), dataIndex: 'checkedAt', render: (_, r) => timeText(r.checkedAt) },
  ];

  const closed = d ? Date.now() >= ms(d.closeAt)! : false;
  const chart = d && {
    tooltip: { trigger: 'axis' },
    grid: { left: 48, right: 24, top: 40, bottom: 32 },
    legend: { data: [t('adminTicket.col.issuedOnly'), t('adminTicket.col.held'), t('adminTicket.col.remaining')] },
    xAxis: { type: 'category', data: d.types.map((ty) => ty.name) },
    yAxis: { type: 'value' },
    series: [
      { name: t('adminTicket.col.issuedOnly'), type: 'bar', stack: 'q', barMaxWidth: 56, data: d.types.map((ty) => ty.issued) },
      { name: t('adminTicket.col.held'), type: 'bar', stack: 'q', barMaxWidth: 56, data: d.types.map((ty) => ty.held) },
      { name: t('adminTicket.col.remaining'), type: 'bar', stack: 'q', barMaxWidth: 56, data: d.types.map((ty) => ty.remaining) },
    ],
  };

  return (
    <PageContainer title={d?.title ?? t('adminTicket.title')} onBack={() => history.back()}>
      {d ? (
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          <Card>
            <Descriptions column={3} size="small">
              <Descriptions.Item label={t('adminTicket.col.mode')}>{t(`adminTicket.mode.${d.mode}`)}</Descriptions.Item>
              <Descriptions.Item label={t('adminTicket.col.window')} span={2}>
                <span style={{ whiteSpace: 'nowrap' }}>{timeText(d.openAt)} – {timeText(d.closeAt)}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('adminTicket.col.startsAt')}>{timeText(d.startsAt)}</Descriptions.Item>
              <Descriptions.Item label={t('adminTicket.form.refundUntil')}>{timeText(d.refundUntil)}</Descriptions.Item>
              <Descriptions.Item label={t('adminTicket.form.holdMinutes')}>{d.holdMinutes}</Descriptions.Item>
              <Descriptions.Item label={t('adminTicket.col.issued')}>
                <span data-testid="ticket-live-total">
                  {total(d.types, 'issued')} / {total(d.types, 'quota')}
                </span>
              </Descriptions.Item>
            </Descriptions>
          </Card>
          {d.mode === 'reserve' ? (
            <Card title={t('adminTicket.draw.title')}>
              <Space direction="vertical">
                {d.drawnAt ? <Alert type="success" message={t('adminTicket.draw.done', { time: timeText(d.drawnAt) })} /> : null}
                <Space>
                  <Popconfirm title={t('adminTicket.draw.confirm')} onConfirm={() => void draw()}>
                    <Button type="primary" loading={drawing} disabled={!closed} data-testid="ticket-draw">
                      {d.drawnAt ? t('adminTicket.draw.show') : t('adminTicket.draw.run')}
                    </Button>
                  </Popconfirm>
                  {closed ? null : (
                    <Typography.Text type="secondary" data-testid="ticket-draw-hint">
                      {t('adminTicket.draw.notYet', { time: timeText(d.closeAt) })}
                    </Typography.Text>
                  )}
                </Space>
                {summary ? (
                  <Table
                    size="small"
                    rowKey="id"
                    pagination={false}
                    dataSource={summary.types}
                    columns={[
                      { title: t('adminTicket.col.type'), dataIndex: 'name' },
                      { title: t('adminTicket.col.quota'), dataIndex: 'quota' },
                      { title: t('adminTicket.col.entrants'), dataIndex: 'entrants' },
                      { title: t('adminTicket.draw.winners'), dataIndex: 'winners' },
                    ]}
                  />
                ) : null}
              </Space>
            </Card>
          ) : null}
          <Card title={t('adminTicket.live')}>
            <Table<TypeRow> size="small" rowKey="id" pagination={false} dataSource={d.types} columns={typeColumns} data-testid="ticket-live" />
            {chart ? <ReactECharts option={chart} style={{ height: 260, marginTop: 16 }} notMerge /> : null}
          </Card>
          <ProTable<TicketHolder>
            headerTitle={t('adminTicket.holders')}
            rowKey="id"
            search={false}
            columns={holderColumns}
            request={(p) => tableResult(call(ticket.holders, { id, current: p.current ?? 1, pageSize: p.pageSize ?? 20 }))}
            toolBarRender={() => [
              <Button key="export" onClick={() => void download(ticket.export.path, { id }, `tickets-${id}.xlsx`)}>
                {t('adminTicket.export')}
              </Button>,
            ]}
          />
        </Space>
      ) : null}
    </PageContainer>
  );
}
