/** The item form's values, pure: defaults, keeping the end after the start, and to/from the contract's shapes. */
import type { AgendaColor, AgendaRepeat } from '@campus/api';

export interface ItemValues {
  title: string;
  allDay: boolean;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  location: string;
  notes: string;
  remind: number[];
  repeat: AgendaRepeat;
  repeatUntil: string;
  color: AgendaColor;
}

export const blankItem = (date: string, remind: number[]): ItemValues => ({
  title: '', allDay: false, startDate: date, startTime: '09:00', endDate: date, endTime: '10:00',
  location: '', notes: '', remind, repeat: 'none', repeatUntil: '', color: 'blue',
});

/** Moving the start moves the end with it, keeping an end that would fall before the start in step. */
export function withStart(v: ItemValues, startDate: string, startTime: string): ItemValues {
  const endDate = v.endDate < startDate || v.endDate === v.startDate ? startDate : v.endDate;
  const endTime = endDate === startDate && v.endTime <= startTime ? startTime : v.endTime;
  return { ...v, startDate, startTime, endDate, endTime };
}

/** What the contract takes from the form (empty times and end dropped as the server expects). */
export const toInput = (v: ItemValues) => ({
  ...v,
  startTime: v.allDay ? undefined : v.startTime,
  endTime: v.allDay ? undefined : v.endTime,
  repeatUntil: v.repeat === 'none' || !v.repeatUntil ? undefined : v.repeatUntil,
});

/** Form values of an existing item. */
export const fromItem = (i: Omit<ItemValues, 'repeatUntil'> & { repeatUntil: string | null }): ItemValues => ({
  title: i.title, allDay: i.allDay, startDate: i.startDate, startTime: i.startTime || '09:00', endDate: i.endDate, endTime: i.endTime || '10:00',
  location: i.location, notes: i.notes, remind: i.remind, repeat: i.repeat, repeatUntil: i.repeatUntil ?? '', color: i.color,
});
