/**
 * Logins and access hits per day. Only the echarts parts used here are imported (echarts/core),
 * which keeps the dashboard chunk small.
 */
import { t } from '@campus/i18n';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/lib/core';
import { useMemo } from 'react';

echarts.use([LineChart, BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export interface DayPoint {
  day: string;
  logins: number;
  hits: number;
}

export function TrendChart({ days }: { days: DayPoint[] }) {
  const option = useMemo(() => {
    const logins = t('admin.dashboard.logins');
    const hits = t('admin.dashboard.hits');
    return {
      tooltip: { trigger: 'axis' },
      legend: { data: [logins, hits] },
      grid: { left: 48, right: 48, top: 40, bottom: 32 },
      xAxis: { type: 'category', data: days.map((d) => d.day.slice(5)) },
      yAxis: [
        { type: 'value', name: logins, minInterval: 1 },
        { type: 'value', name: hits, minInterval: 1 },
      ],
      series: [
        { name: logins, type: 'bar', data: days.map((d) => d.logins), barMaxWidth: 24 },
        { name: hits, type: 'line', yAxisIndex: 1, smooth: true, data: days.map((d) => d.hits) },
      ],
    };
  }, [days]);
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 360 }} />;
}
