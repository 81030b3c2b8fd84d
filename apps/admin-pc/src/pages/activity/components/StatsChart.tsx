/** Live sign-ups per category and per month as two bar charts (only the echarts parts used). */
import { ACTIVITY_CATEGORIES, activity, type OutputOf } from '@campus/api';
import { t } from '@campus/i18n';
import { Card, Col, Row } from 'antd';
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/lib/core';
import { useEffect, useState } from 'react';
import { call } from '@/services/api';

echarts.use([BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

type Stats = OutputOf<typeof activity.stats>;

const bars = (labels: string[], values: number[], color: string) => ({
  tooltip: { trigger: 'axis' },
  grid: { left: 40, right: 16, top: 16, bottom: 32 },
  xAxis: { type: 'category', data: labels },
  yAxis: { type: 'value', minInterval: 1 },
  series: [{ type: 'bar', barMaxWidth: 40, data: values, itemStyle: { color }, label: { show: true, position: 'top' } }],
});

export function StatsChart(props: { version: number }) {
  const [s, setS] = useState<Stats | null>(null);
  useEffect(() => {
    call(activity.stats, {}, { silent: true }).then(setS, () => setS(null));
  }, [props.version]);
  if (!s) return null;
  // Every category, with none where nobody signed up: the chart compares them.
  const byCategory = new Map(s.byCategory.map((c) => [c.category, c.signups]));
  return (
    <Row gutter={16} style={{ marginBottom: 16 }}>
      <Col span={12}>
        <Card title={t('adminActivity.chartCategory')} size="small">
          <ReactEChartsCore
            echarts={echarts}
            notMerge
            style={{ height: 220 }}
            option={bars(
              ACTIVITY_CATEGORIES.map((c) => t(`adminActivity.category.${c}`)),
              ACTIVITY_CATEGORIES.map((c) => byCategory.get(c) ?? 0),
              '#1677ff',
            )}
          />
        </Card>
      </Col>
      <Col span={12}>
        <Card title={t('adminActivity.chartMonth')} size="small">
          <ReactEChartsCore echarts={echarts} notMerge style={{ height: 220 }} option={bars(s.byMonth.map((m) => m.month), s.byMonth.map((m) => m.signups), '#52c41a')} />
        </Card>
      </Col>
    </Row>
  );
}
