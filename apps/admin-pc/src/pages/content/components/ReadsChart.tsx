/**
 * Audience, reads and confirmations of one item as bars (the statistics endpoint gives totals,
 * not reads per day). Only the echarts parts used here are imported (echarts/core).
 */
import type { ContentStats } from '@campus/api';
import { t } from '@campus/i18n';
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/lib/core';
import { useMemo } from 'react';

echarts.use([BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

export function ReadsChart({ stats }: { stats: ContentStats }) {
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      grid: { left: 48, right: 24, top: 24, bottom: 32 },
      xAxis: { type: 'category', data: [t('adminContent.stats.audience'), t('adminContent.stats.reads'), t('adminContent.stats.confirmed')] },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        {
          type: 'bar',
          barMaxWidth: 48,
          label: { show: true, position: 'top' },
          data: [
            { value: stats.audienceSize, itemStyle: { color: '#8c8c8c' } },
            { value: stats.readCount, itemStyle: { color: '#1677ff' } },
            { value: stats.confirmedCount, itemStyle: { color: '#52c41a' } },
          ],
        },
      ],
    }),
    [stats],
  );
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 280 }} />;
}
