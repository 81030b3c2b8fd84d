/** The statistics charts (echarts core, only the parts used) and the figures table under them. */
import type { RepairFigures } from '@campus/api';
import { t } from '@campus/i18n';
import { Table } from 'antd';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/lib/core';
import { useMemo } from 'react';
import { figuresOption, rateText, shareOption, trendOption } from './charts';
import { duration } from './sla';

echarts.use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

const BUILDERS = { figures: figuresOption, trend: trendOption, share: shareOption } as const;

export function RepairChart(props: { kind: keyof typeof BUILDERS; list: RepairFigures[]; height?: number; testId?: string }) {
  const option = useMemo(() => BUILDERS[props.kind](props.list), [props.kind, props.list]);
  return (
    <div data-testid={props.testId}>
      <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: props.height ?? 300 }} />
    </div>
  );
}

const minutes = (m: number | null) => (m === null ? t('adminRepair.stats.none') : duration(m));

export function FiguresTable({ list, testId }: { list: RepairFigures[]; testId?: string }) {
  return (
    <Table<RepairFigures>
      data-testid={testId}
      size="small"
      rowKey="key"
      pagination={false}
      dataSource={list}
      columns={[
        { title: t('adminRepair.stats.name'), dataIndex: 'label', render: (v: string) => v || '—' },
        { title: t('adminRepair.stats.total'), dataIndex: 'total', align: 'right' },
        { title: t('adminRepair.stats.finished'), dataIndex: 'finished', align: 'right' },
        { title: t('adminRepair.stats.cancelled'), dataIndex: 'cancelled', align: 'right' },
        { title: t('adminRepair.stats.avgAssign'), dataIndex: 'avgAssignMinutes', align: 'right', render: minutes },
        { title: t('adminRepair.stats.avgFinish'), dataIndex: 'avgFinishMinutes', align: 'right', render: minutes },
        { title: t('adminRepair.stats.slaRate'), dataIndex: 'slaRate', align: 'right', render: (r: number | null, f) => `${rateText(r)} (${f.slaMet}/${f.slaCounted})` },
        { title: t('adminRepair.stats.satisfaction'), dataIndex: 'satisfaction', align: 'right', render: (s: number | null, f) => (s === null ? t('adminRepair.stats.none') : `${s} (${f.rated})`) },
      ]}
    />
  );
}
