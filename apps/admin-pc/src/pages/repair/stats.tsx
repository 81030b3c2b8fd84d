/**
 * Repair statistics (repair.statistics): for the reporting dates picked (site days), the totals,
 * average times to assign and finish, on-time rate and satisfaction; the trend per day, week or
 * month; orders by category, area and worker (chart and table); the orders as xlsx.
 */
import { REPAIR_PERIODS, repair, type OutputOf } from '@campus/api';
import { t } from '@campus/i18n';
import { DownloadOutlined } from '@ant-design/icons';
import { PageContainer, ProForm, ProFormDateRangePicker, ProFormRadio, StatisticCard } from '@ant-design/pro-components';
import { Button, Card, Col, Row, Spin, Tabs } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLang } from '@/lib/lang';
import { call, download } from '@/services/api';
import { fillPeriods, periodBounds, rateText, siteDay } from './components/charts';
import { duration } from './components/sla';
import { FiguresTable, RepairChart } from './components/StatsCharts';

type Stats = OutputOf<typeof repair.statistics>;
type Period = (typeof REPAIR_PERIODS)[number];
interface Query {
  from: number;
  to: number;
  period: Period;
}

const initialRange = () => [siteDay(Date.now(), 29), siteDay(Date.now())];

export default function RepairStatsPage() {
  useLang();
  const [query, setQuery] = useState<Query>(() => ({ ...(periodBounds(initialRange()) as { from: number; to: number }), period: 'day' }));
  // The figures with the query they answer, so the trend's periods always match its data.
  const [loaded, setLoaded] = useState<{ q: Query; s: Stats } | null>(null);

  useEffect(() => {
    let live = true;
    call(repair.statistics, query).then((s) => live && setLoaded({ q: query, s }), () => undefined);
    return () => {
      live = false;
    };
  }, [query]);

  const onValues = (_: unknown, all: { range?: unknown; period?: Period }) => {
    const b = periodBounds(all.range);
    if (b.from !== undefined && b.to !== undefined) setQuery({ from: b.from, to: b.to, period: all.period ?? 'day' });
  };
  const stats = loaded?.s;
  const total = stats?.total;
  const trend = useMemo(() => (loaded ? fillPeriods(loaded.s.byPeriod, loaded.q) : []), [loaded]);
  const minutes = (m: number | null | undefined) => (m === null || m === undefined ? t('adminRepair.stats.none') : duration(m));

  return (
    <PageContainer title={t('admin.menu.repairStats')}>
      <Card style={{ marginBottom: 16 }}>
        <ProForm layout="inline" submitter={false} initialValues={{ range: initialRange(), period: 'day' }} onValuesChange={onValues}>
          <ProFormDateRangePicker name="range" label={t('adminRepair.stats.range')} allowClear={false} />
          <ProFormRadio.Group name="period" label={t('adminRepair.stats.period')} radioType="button" options={REPAIR_PERIODS.map((p) => ({ value: p, label: t(`adminRepair.stats.periods.${p}`) }))} />
          <Button icon={<DownloadOutlined />} title={t('adminRepair.stats.exportHelp')} onClick={() => void download(repair.export.path, { from: query.from, to: query.to }, 'repair-orders.xlsx')}>
            {t('adminRepair.export')}
          </Button>
        </ProForm>
      </Card>
      {!stats || !total ? (
        <Spin />
      ) : (
        <>
          <StatisticCard.Group direction="row" style={{ marginBottom: 16 }}>
            <StatisticCard statistic={{ title: t('adminRepair.stats.total'), value: total.total, valueRender: (node) => <span data-testid="stat-total">{node}</span>, description: `${t('adminRepair.stats.cancelled')} ${total.cancelled}` }} />
            <StatisticCard statistic={{ title: t('adminRepair.stats.finished'), value: total.finished }} />
            <StatisticCard statistic={{ title: t('adminRepair.stats.avgAssign'), value: minutes(total.avgAssignMinutes) }} />
            <StatisticCard statistic={{ title: t('adminRepair.stats.avgFinish'), value: minutes(total.avgFinishMinutes) }} />
            <StatisticCard statistic={{ title: t('adminRepair.stats.slaRate'), value: rateText(total.slaRate), description: t('adminRepair.stats.slaDetail', { met: total.slaMet, counted: total.slaCounted }) }} />
            <StatisticCard statistic={{ title: t('adminRepair.stats.satisfaction'), value: total.satisfaction ?? t('adminRepair.stats.none'), description: t('adminRepair.stats.ratedDetail', { n: total.rated }) }} />
          </StatisticCard.Group>
          <Row gutter={16} style={{ marginBottom: 16 }}>
            <Col span={16}>
              <Card title={t('adminRepair.stats.trend')}>
                <RepairChart kind="trend" list={trend} testId="repair-trend-chart" />
              </Card>
            </Col>
            <Col span={8}>
              <Card title={t('adminRepair.stats.byCategory')}>
                <RepairChart kind="share" list={stats.byCategory} />
              </Card>
            </Col>
          </Row>
          <Card>
            <Tabs
              items={(['byCategory', 'byArea', 'byWorker'] as const).map((k) => ({
                key: k,
                label: t(`adminRepair.stats.${k}`),
                children: (
                  <>
                    <RepairChart kind="figures" list={stats[k]} />
                    <FiguresTable list={stats[k]} testId={`repair-${k}`} />
                  </>
                ),
              }))}
            />
          </Card>
        </>
      )}
    </PageContainer>
  );
}
