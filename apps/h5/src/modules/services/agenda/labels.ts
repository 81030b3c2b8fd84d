/** How agenda values read on screen: colours, reminder offsets, repeats, times. */
import type { AgendaColor, AgendaOccurrence, AgendaRepeat } from '@campus/api';
import type { I18nKey } from '@campus/i18n';
import { wallClock, wallDate, wallOf } from '@campus/api/rules';
import { remindParts } from './dates';

type Tr = (key: I18nKey, params?: Record<string, string | number>) => string;

export const COLOR_HEX: Record<AgendaColor, string> = {
  blue: '#1677ff',
  green: '#00b578',
  orange: '#ff8f1f',
  red: '#ff3141',
  purple: '#7c4dff',
  teal: '#13c2c2',
  grey: '#8c8c8c',
};

export const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

export function remindLabel(tr: Tr, minutes: number): string {
  const p = remindParts(minutes);
  return tr(`agenda.remindUnit.${p.unit}`, { n: p.n });
}

export const repeatLabel = (tr: Tr, repeat: AgendaRepeat, until: string | null): string =>
  repeat !== 'none' && until ? tr('agenda.repeatUntil', { repeat: tr(`agenda.repeat.${repeat}`), date: until }) : tr(`agenda.repeat.${repeat}`);

/** `09:00–10:00`, `全天`, or with dates when it spans days. */
export function timeRange(tr: Tr, o: Pick<AgendaOccurrence, 'allDay' | 'startDate' | 'startTime' | 'endDate' | 'endTime'>): string {
  if (o.allDay) return o.startDate === o.endDate ? tr('agenda.allDay') : `${tr('agenda.allDay')} ${o.startDate.slice(5)} – ${o.endDate.slice(5)}`;
  if (o.startDate === o.endDate) return `${o.startTime}–${o.endTime}`;
  return `${o.startDate.slice(5)} ${o.startTime} – ${o.endDate.slice(5)} ${o.endTime}`;
}

/** `12月7日 周一` for a local date. */
export function dayTitle(tr: Tr, date: string, weekday: number): string {
  return tr('agenda.dayTitle', { m: Number(date.slice(5, 7)), d: Number(date.slice(8, 10)), w: tr(`agenda.weekday.${WEEKDAY_KEYS[weekday]!}`) });
}

/** A local date-time as the server sends instants: `MM-DD HH:MM` in the site's timezone. */
export function clockText(seconds: number, timezone: string): string {
  const w = wallOf(seconds, timezone);
  return `${wallDate(w).slice(5)} ${wallClock(w)}`;
}
