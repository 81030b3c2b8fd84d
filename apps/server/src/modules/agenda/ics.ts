/**
 * iCalendar (RFC 5545) writing, pure: text escaped (backslash, semicolon, comma, new lines),
 * lines folded at 75 octets without splitting a UTF-8 character, CRLF endings, times in UTC,
 * all-day items as DATE values, repeats as RRULE, reminders as VALARM.
 */
import type { AgendaRepeat } from '@campus/api';
import { instantOf, localOf } from '../../platform/time.js';
import { ALL_DAY_REMIND_MINUTES } from './repeat.js';

export interface IcsEvent {
  uid: string;
  stamp: number;
  title: string;
  allDay: boolean;
  startAt: number;
  endAt: number;
  location: string;
  notes: string;
  repeat: AgendaRepeat;
  until: string | null;
  remind: number[];
  /** An absolute URL of the item in the H5, when known. */
  url?: string;
}

/** TEXT value escaping (RFC 5545 3.3.11). */
export const escapeText = (s: string): string =>
  s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');

/** Folds one content line into lines of at most 75 octets; continuations start with a space. */
export function fold(line: string): string {
  const out: string[] = [];
  let cur = '';
  let bytes = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch, 'utf8');
    if (bytes + n > 75) {
      out.push(cur);
      cur = ' ';
      bytes = 1;
    }
    cur += ch;
    bytes += n;
  }
  out.push(cur);
  return out.join('\r\n');
}

export const utcStamp = (seconds: number): string => new Date(seconds * 1000).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const dateValue = (date: string): string => date.replace(/-/g, '');

function rrule(e: IcsEvent, tz: string): string | null {
  if (e.repeat === 'none') return null;
  const freq = e.repeat.toUpperCase();
  if (e.until === null) return `RRULE:FREQ=${freq}`;
  // UNTIL takes DTSTART's type: a date for all-day items, else the UTC instant of the last start.
  const until = e.allDay ? dateValue(e.until) : utcStamp(instantOf(e.until, localOf(e.startAt, tz).minutes, tz));
  return `RRULE:FREQ=${freq};UNTIL=${until}`;
}

function trigger(e: IcsEvent, minutes: number): string {
  const rel = (e.allDay ? ALL_DAY_REMIND_MINUTES : 0) - minutes;
  return `TRIGGER:${rel < 0 ? '-' : ''}PT${Math.abs(rel)}M`;
}

function event(e: IcsEvent, tz: string): string[] {
  const lines = ['BEGIN:VEVENT', `UID:${e.uid}`, `DTSTAMP:${utcStamp(e.stamp)}`];
  if (e.allDay) {
    lines.push(`DTSTART;VALUE=DATE:${dateValue(localOf(e.startAt, tz).date)}`, `DTEND;VALUE=DATE:${dateValue(localOf(e.endAt, tz).date)}`);
  } else {
    lines.push(`DTSTART:${utcStamp(e.startAt)}`, `DTEND:${utcStamp(e.endAt)}`);
  }
  const rule = rrule(e, tz);
  if (rule) lines.push(rule);
  lines.push(`SUMMARY:${escapeText(e.title)}`);
  if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
  if (e.notes) lines.push(`DESCRIPTION:${escapeText(e.notes)}`);
  if (e.url) lines.push(`URL:${e.url}`);
  for (const m of e.remind) lines.push('BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${escapeText(e.title)}`, trigger(e, m), 'END:VALARM');
  lines.push('END:VEVENT');
  return lines;
}

/** A whole VCALENDAR, CRLF terminated. */
export function calendar(name: string, tz: string, events: IcsEvent[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//campus-portal//agenda//ZH',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    `X-WR-TIMEZONE:${tz}`,
    ...events.flatMap((e) => event(e, tz)),
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
