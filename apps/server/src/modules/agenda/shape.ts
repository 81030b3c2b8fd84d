/** Rows to answers, and the item fields people send to stored times (site timezone). */
import { badInput, type AgendaColor, type AgendaOccurrence, type AgendaPublished, type AgendaRepeat, reason } from '@campus/api';
import { addDays, daysBetween, hhmm, instantOf, localOf } from '../../platform/time.js';
import { parseJson } from '../../platform/util.js';
import type { ItemRow } from './queries.js';
import type { Occurrence, Rule } from './repeat.js';

/** Longest single occurrence. */
const MAX_SPAN_DAYS = 366;

export interface ItemFields {
  title: string;
  allDay: boolean;
  startDate: string;
  startTime?: string | undefined;
  endDate: string;
  endTime?: string | undefined;
  location: string;
  notes: string;
  remind: number[];
  repeat: AgendaRepeat;
  repeatUntil?: string | undefined;
  color: AgendaColor;
}

/** The stored columns of what was filled in; refuses an end before the start, naming the field. */
export function storedTimes(f: ItemFields, tz: string) {
  if (f.endDate < f.startDate) throw badInput('endDate', 'before the start date');
  if (daysBetween(f.startDate, f.endDate) > MAX_SPAN_DAYS) throw badInput('endDate', reason('atMostDaysAfterStart', { max: MAX_SPAN_DAYS }));
  if (f.repeat !== 'none' && f.repeatUntil !== undefined && f.repeatUntil < f.startDate) throw badInput('repeatUntil', 'before the start date');
  let start_at: number;
  let end_at: number;
  if (f.allDay) {
    start_at = instantOf(f.startDate, 0, tz);
    end_at = instantOf(addDays(f.endDate, 1), 0, tz);
  } else {
    if (!f.startTime) throw badInput('startTime', 'required unless all day');
    if (!f.endTime) throw badInput('endTime', 'required unless all day');
    start_at = instantOf(f.startDate, f.startTime, tz);
    end_at = instantOf(f.endDate, f.endTime, tz);
    if (end_at < start_at) throw badInput('endTime', 'before the start');
  }
  return {
    title: f.title,
    all_day: f.allDay ? 1 : 0,
    start_at,
    end_at,
    location: f.location,
    notes: f.notes,
    remind: JSON.stringify(f.remind),
    repeat: f.repeat,
    repeat_until: f.repeat === 'none' ? null : (f.repeatUntil ?? null),
    color: f.color,
  };
}

export const ruleOf = (r: Pick<ItemRow, 'all_day' | 'start_at' | 'end_at' | 'repeat' | 'repeat_until'>): Rule => ({
  allDay: Number(r.all_day) === 1,
  startAt: Number(r.start_at),
  endAt: Number(r.end_at),
  repeat: r.repeat as AgendaRepeat,
  until: r.repeat_until,
});

/** Local wall-clock texts of an occurrence; an all-day one's endDate is its last day. */
export function localTimes(allDay: boolean, start: number, end: number, tz: string) {
  const s = localOf(start, tz);
  const e = localOf(end, tz);
  return {
    startDate: s.date,
    startTime: allDay ? '' : hhmm(s.minutes),
    endDate: allDay ? addDays(e.date, -1) : e.date,
    endTime: allDay ? '' : hhmm(e.minutes),
  };
}

export const remindOf = (r: Pick<ItemRow, 'remind'>): number[] => parseJson<number[]>(r.remind, []);

export function toOccurrence(r: ItemRow, o: Occurrence, tz: string, confirmed: boolean): AgendaOccurrence {
  const allDay = Number(r.all_day) === 1;
  return {
    itemId: r.id,
    groupId: r.group_id,
    groupName: r.group_id ? (r.group_name ?? '') : null,
    title: r.title,
    allDay,
    start: o.start,
    end: o.end,
    ...localTimes(allDay, o.start, o.end, tz),
    location: r.location,
    color: r.color as AgendaColor,
    repeat: r.repeat as AgendaRepeat,
    needConfirm: Number(r.need_confirm) === 1,
    confirmed,
  };
}

export function toPublished(r: ItemRow, tz: string, counts: { read: number; confirmed: number } | undefined, total: number): AgendaPublished {
  const allDay = Number(r.all_day) === 1;
  const t = localTimes(allDay, Number(r.start_at), Number(r.end_at), tz);
  return {
    id: r.id,
    title: r.title,
    startDate: t.startDate,
    startTime: t.startTime,
    allDay,
    repeat: r.repeat as AgendaRepeat,
    needConfirm: Number(r.need_confirm) === 1,
    read: counts?.read ?? 0,
    confirmed: counts?.confirmed ?? 0,
    total,
    groupId: r.group_id ?? '',
    groupName: r.group_name ?? '',
  };
}
