import { describe, expect, it } from 'vitest';
import { ExprError, parse, refsOf, run, type Scope, type Value } from './expr.js';

const scope = (values: Record<string, Value>, tables: Record<string, Record<string, Value>[]> = {}): Scope => ({
  get: (id) => (Object.hasOwn(values, id) ? values[id]! : null),
  rows: (id) => tables[id] ?? [],
  today: '2026-11-25',
});
const calc = (src: string, values: Record<string, Value> = {}, tables: Record<string, Record<string, Value>[]> = {}) => run(parse(src), scope(values, tables));

describe('expressions', () => {
  it('does arithmetic with the usual precedence and tidy decimals', () => {
    expect(calc('1 + 2 * 3')).toBe(7);
    expect(calc('(1 + 2) * 3')).toBe(9);
    expect(calc('0.1 + 0.2')).toBe(0.3);
    expect(calc('-a * 2', { a: 4 })).toBe(-8);
    expect(calc('10 % 4')).toBe(2);
    expect(calc('1 / 0')).toBeNull();
  });

  it('reads empty as 0 in sums and numeric text as numbers', () => {
    expect(calc('a + b', { a: 3, b: null })).toBe(3);
    expect(calc("a * 2", { a: '2.5' })).toBe(5);
    expect(calc("'No. ' + n", { n: 'A1' })).toBe('No. A1');
  });

  it('compares dates, times and numbers', () => {
    expect(calc('end >= start', { start: '2026-11-20', end: '2026-11-25' })).toBe(true);
    expect(calc('end >= start', { start: '2026-11-26', end: '2026-11-25' })).toBe(false);
    expect(calc("t < '12:00'", { t: '09:30' })).toBe(true);
    expect(calc('n > 3', { n: '10' })).toBe(true);
    // A comparison with an empty side is false, not an error.
    expect(calc('end >= start', { start: '2026-11-20' })).toBe(false);
  });

  it('has and/or/not in symbols and words, and = as ==', () => {
    expect(calc("type == 'sick' and days > 3", { type: 'sick', days: 4 })).toBe(true);
    expect(calc("type = 'sick' && days > 3", { type: 'sick', days: 2 })).toBe(false);
    expect(calc('not a or b', { a: true, b: false })).toBe(false);
    expect(calc('!empty(a) || b', { a: 'x' })).toBe(true);
  });

  it('tests membership with in and contains', () => {
    expect(calc("type in ['sick', 'personal']", { type: 'sick' })).toBe(true);
    expect(calc("'meeting' in purpose", { purpose: ['visit', 'meeting'] })).toBe(true);
    expect(calc("contains(purpose, 'delivery')", { purpose: ['visit'] })).toBe(false);
  });

  it('aggregates over a child-table column', () => {
    const items = [{ amount: 10 }, { amount: '2.5' }, { amount: null }];
    expect(calc('sum(items.amount)', {}, { items })).toBe(12.5);
    expect(calc('count(items)', {}, { items })).toBe(3);
    expect(calc('avg(items.amount)', {}, { items })).toBe(6.25);
    expect(calc('maxOf(items.amount)', {}, { items })).toBe(10);
    expect(calc('sum(items.amount)', {}, { items: [] })).toBe(0);
  });

  it('has date, rounding and text functions', () => {
    expect(calc('days(start, end) + 1', { start: '2026-11-20', end: '2026-12-02' })).toBe(13);
    expect(calc("hours('2026-11-20 08:00', '2026-11-20 17:30')")).toBe(9.5);
    expect(calc('round(2 / 3, 2)')).toBe(0.67);
    expect(calc('if(a > 1, "big", "small")', { a: 2 })).toBe('big');
    expect(calc('today()')).toBe('2026-11-25');
    expect(calc("concat(a, '-', b)", { a: 'x', b: 1 })).toBe('x-1');
    expect(calc('len(name)', { name: '张三' })).toBe(2);
  });

  it('never reaches JavaScript: names are fields, not properties', () => {
    expect(calc('constructor')).toBeNull();
    expect(calc('__proto__ == null')).toBe(true);
    expect(() => parse('eval("1")')).toThrow(ExprError);
    expect(() => parse('a.b.c')).toThrow(ExprError);
    expect(() => parse('a; b')).toThrow(ExprError);
  });

  it('names where a formula is wrong', () => {
    const at = (src: string) => {
      try {
        parse(src);
      } catch (e) {
        return [(e as ExprError).key, (e as ExprError).pos];
      }
      return undefined;
    };
    expect(at('a + ')).toEqual(['syntax', 4]);
    expect(at("'open")).toEqual(['syntax', 0]);
    expect(at('foo(1)')).toEqual(['unknownFunction', 0]);
    expect(at('if(1, 2)')).toEqual(['arity', 0]);
    expect(at('('.repeat(100) + '1' + ')'.repeat(100))?.[0]).toBe('tooDeep');
    expect(at('1+'.repeat(1500) + '1')?.[0]).toBe('tooLong');
  });

  it('lists the fields a formula reads', () => {
    expect(refsOf(parse('a + sum(items.x) > b'))).toEqual([
      { id: 'a', inAggregate: false },
      { id: 'items', col: 'x', inAggregate: true },
      { id: 'b', inAggregate: false },
    ]);
  });
});
