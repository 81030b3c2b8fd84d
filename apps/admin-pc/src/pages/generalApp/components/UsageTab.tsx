/** Usage: bookings per space per day (stacked bars) and each space's utilisation over a period. */
import { generalApp, type OutputOf } from '@campus/api';
import { t } from '@campus/i18n';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/lib/core';
import { Card, Empty, Segmented, Table } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { call } from '@/services/api';
import { dateText } from '@/lib/time';
import { usageSeries } from './logic';

echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

type Usage = OutputOf<typeof generalApp.usage>;
const DAY = 86400;

export function UsageTab() {
  const [days, setDays] = useState(7);
  const [data, setData] = useState<Usage | null>(null);
  useEffect(() => {
    const now = Math.floor(Date.now() / 1000);
    call(generalApp.usage, { from: dateText(now - (days - 1) * DAY), to: dateText(now) }).then(setData, () =>
      setData(null),
    );
  }, [days]);
  const option = useMemo(() => {
    if (!data) return null;
    const s = usageSeries(data);
    return {
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 40, right: 16, top: 48, bottom: 24 },
      xAxis: { type: 'category', data: s.categories },
      yAxis: { type: 'value', minInterval: 1 },
      series: s.series,
    };
  }, [data]);
  const booked = (data?.spaces ?? []).reduce((n, sp) => n + sp.bookings.reduce((a, b) => a + b, 0), 0);
  return (
    <Card
      title={t('adminGeneralApp.usage.title')}
      extra={
        <Segmented
          value={days}
          onChange={(v) => setDays(Number(v))}
          options={[7, 14, 30].map((n) => ({ value: n, label: t('adminGeneralApp.usage.days', { n }) }))}
        />
      }
    >
      {option && booked > 0 ? <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 320 }} /> : null}
      {/* No booking in the period: empty axes say nothing, so say it in words. */}
      {data && booked === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('adminGeneralApp.usage.empty')} data-testid="ga-usage-empty" /> : null}
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={data?.spaces ?? []}
        columns={[
          { title: t('adminGeneralApp.col.space'), dataIndex: 'name' },
          { title: t('adminGeneralApp.col.booked'), dataIndex: 'booked', width: 120 },
          {
            title: t('adminGeneralApp.col.utilisation'),
            dataIndex: 'utilisation',
            width: 120,
            render: (v: number) => `${Math.round(v * 1000) / 10}%`,
          },
        ]}
      />
    </Card>
  );
}
