/** The statistics screen's chart options, built from the figures (pure, so the screen only picks and lays out). */
import type { RepairFigures } from '@campus/api';
import type { EChartsCoreOption } from 'echarts/core';

const grid = { left: 40, right: 16, top: 36, bottom: 28, containLabel: true };

/** Reported and finished orders per period. */
export function trendOption(rows: readonly RepairFigures[], names: { total: string; finished: string }): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid,
    xAxis: { type: 'category', data: rows.map((r) => r.label || r.key) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { name: names.total, type: 'line', smooth: true, data: rows.map((r) => r.total) },
      { name: names.finished, type: 'line', smooth: true, data: rows.map((r) => r.finished) },
    ],
  };
}

/** Orders per group as bars, with the SLA compliance (%) on a second axis. */
export function groupOption(rows: readonly RepairFigures[], names: { total: string; sla: string }): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid,
    xAxis: { type: 'category', data: rows.map((r) => r.label), axisLabel: { interval: 0, rotate: rows.length > 4 ? 30 : 0 } },
    yAxis: [
      { type: 'value', minInterval: 1 },
      { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
    ],
    series: [
      { name: names.total, type: 'bar', data: rows.map((r) => r.total) },
      { name: names.sla, type: 'line', yAxisIndex: 1, data: rows.map((r) => (r.slaRate === null ? null : Math.round(r.slaRate * 100))) },
    ],
  };
}

/** Share of orders per group. */
export function shareOption(rows: readonly RepairFigures[]): EChartsCoreOption {
  return {
    tooltip: { trigger: 'item' },
    series: [{ type: 'pie', radius: ['35%', '65%'], data: rows.filter((r) => r.total > 0).map((r) => ({ name: r.label, value: r.total })) }],
  };
}

/** "95%" / "–". */
export const percent = (rate: number | null) => (rate === null ? '–' : `${Math.round(rate * 100)}%`);
/** "4.6" / "–". */
export const stars = (avg: number | null) => (avg === null ? '–' : avg.toFixed(1));
