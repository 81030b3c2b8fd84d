/** A day of a rule as stacked bars per window: on time, late, missed, still to do. */
import type { ClockStats } from '@campus/api';
import { t } from '@campus/i18n';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/lib/core';
import { useMemo } from 'react';

echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

const SERIES = [
  ['onTime', '#52c41a'],
  ['late', '#faad14'],
  ['missed', '#ff4d4f'],
  ['pending', '#1677ff'],
] as const;

export function DayChart({ stats }: { stats: ClockStats }) {
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { data: SERIES.map(([k]) => t(`adminClock.state.${k}`)) },
      grid: { left: 48, right: 24, top: 40, bottom: 32 },
      xAxis: { type: 'category', data: stats.windows.map((w) => w.name) },
      yAxis: { type: 'value', minInterval: 1, max: Math.max(stats.expected, 1) },
      series: SERIES.map(([k, color]) => ({ name: t(`adminClock.state.${k}`), type: 'bar', stack: 'all', barMaxWidth: 48, data: stats.windows.map((w) => w[k]), itemStyle: { color } })),
    }),
    [stats],
  );
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 260 }} />;
}
