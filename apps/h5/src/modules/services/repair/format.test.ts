import { describe, expect, it } from 'vitest';
import { actionsFor, formatDuration, repairPath, siteDayStart, slaOf, toMaterials, workerStep } from './format';

const NOW = 1_800_000_000;
const order = (state: Parameters<typeof slaOf>[0]['state'], over: Partial<Parameters<typeof slaOf>[0]> = {}) => ({
  state,
  assignDueAt: NOW + 30 * 60,
  finishDueAt: NOW + 26 * 3600,
  overdue: false,
  ...over,
});

describe('SLA timers', () => {
  it('runs the assignment timer while the order waits for a dispatcher', () => {
    expect(slaOf(order('submitted'), NOW)).toEqual({ kind: 'left', which: 'assign', dueAt: NOW + 1800, minutes: 30 });
    expect(slaOf(order('reopened'), NOW)).toMatchObject({ which: 'assign' });
  });
  it('runs the finish timer while a worker has it', () => {
    for (const s of ['assigned', 'accepted', 'in_progress'] as const) expect(slaOf(order(s), NOW)).toMatchObject({ kind: 'left', which: 'finish', minutes: 26 * 60 });
  });
  it('flags an order past its due time as overdue, counting the minutes late', () => {
    expect(slaOf(order('submitted', { assignDueAt: NOW - 90 * 60 }), NOW)).toMatchObject({ kind: 'overdue', minutes: 90 });
    expect(slaOf(order('in_progress', { finishDueAt: NOW - 30 }), NOW)).toMatchObject({ kind: 'overdue', minutes: 1 });
  });
  it('trusts the server when it says overdue', () => {
    expect(slaOf(order('assigned', { overdue: true }), NOW).kind).toBe('overdue');
  });
  it('shows no timer for a category without SLA or an order that is over', () => {
    expect(slaOf(order('submitted', { assignDueAt: null }), NOW)).toEqual({ kind: 'none' });
    for (const s of ['done', 'rated', 'closed', 'cancelled', 'merged'] as const) expect(slaOf(order(s, { overdue: true }), NOW)).toEqual({ kind: 'none' });
  });
  it('never shows less time left than there is rounded down to the minute', () => {
    expect(slaOf(order('submitted', { assignDueAt: NOW + 59 }), NOW)).toMatchObject({ kind: 'left', minutes: 0 });
  });
});

describe('durations', () => {
  const unit = { d: 'd', h: 'h', m: 'min' };
  it('uses the two largest units that matter', () => {
    expect(formatDuration(5, unit)).toBe('5min');
    expect(formatDuration(60, unit)).toBe('1h');
    expect(formatDuration(185, unit)).toBe('3h 5min');
    expect(formatDuration(1440 * 2 + 180 + 7, unit)).toBe('2d 3h');
    expect(formatDuration(1440, unit)).toBe('1d');
    expect(formatDuration(-3, unit)).toBe('0min');
  });
});

describe('buttons per role', () => {
  it('shows a role only the actions the server allows, in a fixed order', () => {
    expect(actionsFor(['cancel', 'addInfo', 'assign', 'merge', 'priority'], 'reporter')).toEqual(['addInfo', 'cancel']);
    expect(actionsFor(['cancel', 'addInfo', 'assign', 'merge', 'priority'], 'dispatcher')).toEqual(['assign', 'priority', 'merge']);
    expect(actionsFor(['addInfo'], 'worker')).toEqual([]);
  });
  it('gives the worker one next step per state', () => {
    expect(workerStep(['accept', 'sendBack', 'reassign'])).toBe('accept');
    expect(workerStep(['start', 'progress', 'sendBack'])).toBe('start');
    expect(workerStep(['progress', 'finish', 'sendBack'])).toBe('finish');
    expect(workerStep(['addInfo', 'rate'])).toBeNull();
  });
});

describe('addresses', () => {
  it('keeps a variant’s user under its own path', () => {
    expect(repairPath(undefined, 'orderdetail', 'a/b')).toBe('/repair/orderdetail?id=a%2Fb');
    expect(repairPath('scu', 'detail')).toBe('/scurepair/detail');
  });
  it('counts statistics days on the site’s clock', () => {
    // 2027-01-15 01:00 in Beijing is 2027-01-14 17:00 UTC: the site day began at 2027-01-14 16:00 UTC.
    const at = Date.UTC(2027, 0, 14, 17) / 1000;
    expect(siteDayStart(at, 'Asia/Shanghai')).toBe(Date.UTC(2027, 0, 14, 16) / 1000);
    expect(siteDayStart(at, 'Asia/Shanghai', -7)).toBe(Date.UTC(2027, 0, 7, 16) / 1000);
    // The same instant is 12:00 on the 14th in New York; a week back crosses no change in January.
    expect(siteDayStart(at, 'America/New_York')).toBe(Date.UTC(2027, 0, 14, 5) / 1000);
    expect(siteDayStart(at, 'America/New_York', 1)).toBe(Date.UTC(2027, 0, 15, 5) / 1000);
    // Across the spring-forward change (2027-03-14) a day back starts at midnight EST, not 24 h before.
    const march = Date.UTC(2027, 2, 14, 16) / 1000; // 12:00 EDT on the 14th
    expect(siteDayStart(march, 'America/New_York')).toBe(Date.UTC(2027, 2, 14, 5) / 1000);
    expect(siteDayStart(march, 'America/New_York', 1)).toBe(Date.UTC(2027, 2, 15, 4) / 1000);
    expect(siteDayStart(march, 'America/New_York', -1)).toBe(Date.UTC(2027, 2, 13, 5) / 1000);
  });
});

describe('materials', () => {
  it('keeps the named rows, with a quantity of 0 or more', () => {
    expect(
      toMaterials([
        { name: ' 阀芯 ', quantity: '2', unit: '个 ' },
        { name: '', quantity: '1', unit: '米' },
        { name: '胶带', quantity: 'a lot', unit: '' },
        { name: '螺丝', quantity: '-3', unit: '颗' },
      ]),
    ).toEqual([
      { name: '阀芯', quantity: 2, unit: '个' },
      { name: '胶带', quantity: 0, unit: '' },
      { name: '螺丝', quantity: 0, unit: '颗' },
    ]);
  });
});
