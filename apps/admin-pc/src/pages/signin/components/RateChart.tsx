/** Signs per minute (bars) and the running total (line) of one sign-in; only the echarts parts used are imported. */
import type { SigninStats } from '@campus/api';
import { t } from '@campus/i18n';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/lib/core';
import { Empty } from 'antd';
import { useMemo } from 'react';
import { clockText } from '@/lib/time';
import { timelineSeries } from './helpers';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export function RateChart({ stats }: { stats: SigninStats }) {
  const option = useMemo(() => {
    const s = timelineSeries(stats.timeline);
    return {
      tooltip: { trigger: 'axis' },
      legend: { data: [t('adminSignin.stats.perMinute'), t('adminSignin.stats.total')] },
      grid: { left: 48, right: 48, top: 40, bottom: 32 },
      xAxis: { type: 'category', data: s.at.map(clockText) },
      yAxis: [
        { type: 'value', minInterval: 1 },
        { type: 'value', minInterval: 1, max: Math.max(stats.expected, ...s.total, 1) },
      ],
      series: [
        { name: t('adminSignin.stats.perMinute'), type: 'bar', barMaxWidth: 32, data: s.perMinute, itemStyle: { color: '#1677ff' } },
        { name: t('adminSignin.stats.total'), type: 'line', yAxisIndex: 1, data: s.total, itemStyle: { color: '#52c41a' } },
      ],
    };
  }, [stats]);
  // No signs yet: an axis without bars says nothing, so say it in words.
  if (!stats.timeline.some((p) => p.count > 0)) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('adminSignin.stats.empty')} data-testid="signin-chart-empty" />;
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 280 }} />;
}
