/**
 * Pure helpers of the appointment console: opening hours between the form's text per weekday
 * ("08:00-12:00, 14:00-18:00") and the API's ranges, time texts, and which tabs a user gets.
 */
import { hourRuns, runDays } from '@campus/api/rules';
import { t } from '@campus/i18n';

export type Ranges = { from: string; to: string }[];

const RANGE = /^([01]\d|2[0-3]):([0-5]\d)-(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

/** One weekday's text to ranges; null names the first piece that is not `HH:MM-HH:MM`. */
export function parseRanges(text: string): { ranges: Ranges } | { bad: string } {
  const ranges: Ranges = [];
  for (const piece of text
    .replace(/\s*[-–~]\s*/g, '-')
    .split(/[,，;；\s]+/)
    .filter(Boolean)) {
    const m = RANGE.exec(piece);
    if (!m) return { bad: piece };
    ranges.push({ from: `${m[1]}:${m[2]}`, to: m[3]! });
  }
  return { ranges };
}

export const formatRanges = (ranges: Ranges | undefined): string =>
  (ranges ?? []).map((r) => `${r.from}-${r.to}`).join(', ');

/** A week of opening hours in one line: `每天 08:00-22:00` or `周一至周五 08:00-22:00; 周六 不开放; …`. */
export function weekHours(hours: Ranges[]): string {
  const runs = hourRuns((d) => formatRanges(hours[d]));
  const words = {
    day: (d: number) => t(`adminGeneralApp.weekday.d${d}` as 'adminGeneralApp.weekday.d0'),
    everyDay: t('adminGeneralApp.hours.everyDay'),
    range: (from: string, to: string) => t('adminGeneralApp.hours.dayRange', { from, to }),
  };
  return runs.map((r) => `${runDays(r, runs.length, words)} ${r.text || t('adminGeneralApp.hours.closed')}`).join('; ');
}

/** The form keeps hours as seven texts `hours0` … `hours6` (0 = Sunday). */
export function hoursToForm(hours: Ranges[]): Record<string, string> {
  return Object.fromEntries(Array.from({ length: 7 }, (_, d) => [`hours${d}`, formatRanges(hours[d])]));
}

export function hoursFromForm(
  values: Record<string, unknown>,
): { hours: Ranges[] } | { bad: { field: string; piece: string } } {
  const hours: Ranges[] = [];
  for (let d = 0; d < 7; d++) {
    const r = parseRanges(String(values[`hours${d}`] ?? ''));
    if ('bad' in r) return { bad: { field: `hours${d}`, piece: r.bad } };
    hours.push(r.ranges);
  }
  return { hours };
}

export type TabKey = 'manage' | 'record' | 'approval' | 'nameList' | 'usage' | 'advice';

/** Managers get every tab (approval when they may also approve); approvers only the queue. */
export function tabsFor(access: { canGeneralApp: boolean; canGeneralAppApprove: boolean; manage: boolean }): TabKey[] {
  const tabs: TabKey[] = [];
  if (access.manage) tabs.push('manage', 'record');
  if (access.canGeneralAppApprove) tabs.push('approval');
  if (access.manage) tabs.push('nameList', 'usage', 'advice');
  return tabs;
}

/** Bookings per day as echarts series, one per space, with utilisation in the legend. */
export function usageSeries(u: {
  days: string[];
  spaces: { name: string; bookings: number[]; utilisation: number }[];
}) {
  return {
    categories: u.days.map((d) => d.slice(5)),
    series: u.spaces.map((s) => ({
      name: `${s.name} (${Math.round(s.utilisation * 1000) / 10}%)`,
      type: 'bar' as const,
      stack: 'bookings',
      data: s.bookings,
    })),
  };
}
