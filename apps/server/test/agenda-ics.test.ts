/**
 * iCalendar export: escaping and folding (RFC 5545), UTC times, all-day dates, RRULE and
 * alarms; one item or the whole agenda for its owner; the secret subscription feed without a
 * session, retired when a new one is made or it is turned off.
 */
import { E } from '@campus/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendar, escapeText, fold } from '../src/modules/agenda/ics.js';
import { instantOf } from '../src/platform/time.js';
import { Client, createTestApp, type TestApp } from './helpers.js';
import { classGroup, day, item, ok, people, type AgendaWorld } from './agenda-fixtures.js';

/** Unfolds (RFC 5545 3.1) and splits into content lines. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('ics writing', () => {
  it('escapes backslashes, semicolons, commas and new lines', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'班会'.repeat(40)}`;
    const folded = fold(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
    expect(fold('SHORT:x')).toBe('SHORT:x');
  });

  it('writes UTC times, DATE values for all-day items, RRULE with UNTIL and alarms', () => {
    const tz = 'Asia/Shanghai';
    const start = instantOf('2026-12-07', '09:00', tz);
    const ics = calendar('我的, 日程', tz, [
      { uid: 'a@demo', stamp: start, title: '周会; 必到', allDay: false, startAt: start, endAt: start + 3600, location: '', notes: '', repeat: 'weekly', until: '2026-12-28', remind: [15] },
      { uid: 'b@demo', stamp: start, title: '运动会', allDay: true, startAt: instantOf('2026-12-10', 0, tz), endAt: instantOf('2026-12-12', 0, tz), location: '操场', notes: '', repeat: 'none', until: null, remind: [1440] },
    ]);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const lines = unfold(ics);
    expect(lines).toContain('X-WR-CALNAME:我的\\, 日程');
    expect(lines).toContain('DTSTART:20261207T010000Z');
    expect(lines).toContain('DTEND:20261207T020000Z');
    expect(lines).toContain('RRULE:FREQ=WEEKLY;UNTIL=20261228T010000Z');
    expect(lines).toContain('SUMMARY:周会\\; 必到');
    expect(lines).toContain('TRIGGER:-PT15M');
    expect(lines).toContain('DTSTART;VALUE=DATE:20261210');
    expect(lines).toContain('DTEND;VALUE=DATE:20261212');
    // An all-day reminder a day ahead fires at 09:00 the day before: 15 hours before midnight.
    expect(lines).toContain('TRIGGER:-PT900M');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
  });
});

describe('ics over the API', () => {
  let t: TestApp;
  let w: AgendaWorld;
  beforeAll(async () => {
    t = await createTestApp();
    w = await people(t.app);
  });
  afterAll(() => t.close());

  const raw = (c: Client, url: string, query: Record<string, string> = {}) => c.raw({ method: 'GET', url, query });

  it('exports one item and the whole agenda (group items included) for its owner', async () => {
    const long = '请带上学生证，以及：笔记本、计算器; 还有 "报名表"\n第二行'.repeat(3);
    const mine = await ok(w.student.post<{ id: string }>('/api/agenda/save', item({ title: '实验, 报告', notes: long, repeat: 'daily', repeatUntil: day(5), remind: [15] })));
    const one = await raw(w.student, '/api/agenda/ics', { id: mine.id });
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toMatch(/^text\/calendar/);
    const lines = unfold(one.body);
    expect(lines).toContain('SUMMARY:实验\\, 报告');
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toBe(`DESCRIPTION:${long.replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\n/g, '\\n')}`);
    expect(one.body.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(lines.some((l) => /^RRULE:FREQ=DAILY;UNTIL=\d{8}T010000Z$/.test(l))).toBe(true);

    const g = await classGroup(w, 'ics 群');
    const pub = await ok(w.counselor.post<{ id: string }>('/api/agenda/publish', { ...item({ title: '班级活动' }), groupId: g.id }));
    const all = unfold((await raw(w.student, '/api/agenda/ics')).body);
    expect(all).toContain(`UID:${mine.id}@demo.agenda`);
    expect(all).toContain(`UID:${pub.id}@demo.agenda`);
    expect(unfold((await raw(w.teacher, '/api/agenda/ics')).body)).not.toContain(`UID:${mine.id}@demo.agenda`);
  });

  it('serves the subscription feed by its secret alone, until it is renewed or turned off', async () => {
    const { id } = await ok(w.student2.post<{ id: string }>('/api/agenda/save', item({ title: '订阅测试' })));
    const first = (await ok(w.student2.post<{ path: string }>('/api/agenda/feed', { enabled: true }))).path;
    expect((await ok(w.student2.get<{ feed: boolean }>('/api/agenda/settings'))).feed).toBe(true);
    const anonymous = new Client(t.app);
    const res = await anonymous.raw({ method: 'GET', url: first });
    expect(res.statusCode).toBe(200);
    expect(unfold(res.body)).toContain(`UID:${id}@demo.agenda`);
    const second = (await ok(w.student2.post<{ path: string }>('/api/agenda/feed', { enabled: true }))).path;
    expect(second).not.toBe(first);
    expect((await anonymous.get(first)).e).toBe(E.NOT_FOUND);
    expect((await anonymous.raw({ method: 'GET', url: second })).statusCode).toBe(200);
    await ok(w.student2.post('/api/agenda/feed', { enabled: false }));
    expect((await anonymous.get(second)).e).toBe(E.NOT_FOUND);
    expect((await anonymous.get('/api/agenda/subscribe', { token: 'short' })).e).toBe(E.BAD_INPUT);
  });
});
