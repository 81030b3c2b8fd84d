/**
 * Statistics of one item (content.stats): audience size, reads and confirmations, a chart of
 * them, and who has not confirmed (or not read) yet; the full list as xlsx (content.statsExport).
 */
import { content, type ContentStats } from '@campus/api';
import { t } from '@campus/i18n';
import { DownloadOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ProColumns } from '@ant-design/pro-components';
import { history, useParams } from '@umijs/max';
import { Button, Card, Col, Row, Statistic, Tag } from 'antd';
import { useState } from 'react';
import { useLang } from '@/lib/lang';
import { call, download } from '@/services/api';
import { ReadsChart } from './components/ReadsChart';

type Person = ContentStats['notConfirmed'][number];

const percent = (part: number, whole: number): string => (whole > 0 ? `${Math.round((part / whole) * 1000) / 10}%` : '-');

export default function ContentStatsPage() {
  useLang();
  const { id = '' } = useParams<{ id: string }>();
  const [stats, setStats] = useState<ContentStats | null>(null);

  const columns: ProColumns<Person>[] = [
    { title: t('adminContent.stats.username'), dataIndex: 'username' },
    { title: t('adminContent.stats.name'), dataIndex: 'name' },
    { title: t('adminContent.stats.department'), dataIndex: 'departmentName' },
    { title: t('adminContent.stats.className'), dataIndex: 'className' },
    {
      title: t('adminContent.stats.read'),
      dataIndex: 'read',
      render: (_, p) => (p.read ? <Tag color="blue">{t('adminContent.stats.readYes')}</Tag> : <Tag>{t('adminContent.stats.readNo')}</Tag>),
    },
  ];

  return (
    <PageContainer
      title={stats ? t('adminContent.stats.titleOf', { title: stats.title }) : t('adminContent.stats.title')}
      onBack={() => history.back()}
      extra={[
        <Button key="export" icon={<DownloadOutlined />} data-testid="stats-export" onClick={() => void download(content.statsExport.path, { id }, `stats-${id}.xlsx`)}>
          {t('adminContent.stats.export')}
        </Button>,
      ]}
    >
      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Col span={6}>
          <Card>
            <Statistic title={t('adminContent.stats.audience')} value={stats?.audienceSize ?? '-'} data-testid="stats-audience" />
          </Card>
        </Col>
        <Col span={6}>
          <Card>
            <Statistic title={t('adminContent.stats.reads')} value={stats?.readCount ?? '-'} suffix={stats ? `(${percent(stats.readCount, stats.audienceSize)})` : ''} data-testid="stats-reads" />
          </Card>
        </Col>
        <Col span={6}>
          <Card>
            <Statistic
              title={t('adminContent.stats.confirmed')}
              value={stats?.confirmedCount ?? '-'}
              suffix={stats ? `(${percent(stats.confirmedCount, stats.audienceSize)})` : ''}
              data-testid="stats-confirmed"
            />
          </Card>
        </Col>
        <Col span={6}>
          <Card>
            <Statistic title={t('adminContent.stats.pending')} value={stats?.notConfirmedTotal ?? '-'} data-testid="stats-pending" />
          </Card>
        </Col>
      </Row>
      {stats && (
        <Card title={t('adminContent.stats.chart')} style={{ marginBottom: 16 }} data-testid="stats-chart">
          <ReadsChart stats={stats} />
        </Card>
      )}
      <ProTable<Person>
        rowKey="id"
        headerTitle={t('adminContent.stats.notConfirmed')}
        columns={columns}
        search={false}
        options={{ reload: true, density: false, setting: false }}
        params={{ id }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        request={async () => {
          try {
            const res = await call(content.stats, { id });
            setStats(res);
            return { data: res.notConfirmed, total: res.notConfirmed.length, success: true };
          } catch {
            return { data: [], total: 0, success: false };
          }
        }}
        footer={() => (stats && stats.notConfirmedTotal > stats.notConfirmed.length ? t('adminContent.stats.truncated', { n: stats.notConfirmed.length, total: stats.notConfirmedTotal }) : null)}
      />
    </PageContainer>
  );
}
