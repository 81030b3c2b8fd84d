/**
 * Form bodies and query strings: flat ones are split by the server itself, and must come out
 * exactly as `qs` (which still parses nested names and escapes) would give them.
 */
import fc from 'fast-check';
import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { QS, parseForm } from '../src/platform/form.js';

const piece = fc.constantFrom('a', 'b', 'typeId', 'x.y', '+', '=', '&', '%', '%41', '%zz', '[', ']', '[]', '0', '1', 'constructor', '__proto__', 'toString', ' ', '中', '');
const formText = fc.array(piece, { maxLength: 12 }).map((p) => p.join(''));

describe('form parsing', () => {
  it('gives what qs gives, for any string', () => {
    fc.assert(
      fc.property(fc.oneof(formText, fc.string()), (s) => {
        expect(parseForm(s)).toEqual(qs.parse(s, QS));
      }),
      { numRuns: 5000 },
    );
  });

  it('splits flat fields, turns + into spaces and keeps a bare name as empty', () => {
    expect(parseForm('typeId=0199-ab&note=a+b&flag&=x&')).toEqual({ typeId: '0199-ab', note: 'a b', flag: '' });
  });

  it('leaves repeated names, escapes, brackets and guarded names to qs', () => {
    expect(parseForm('a=1&a=2')).toEqual({ a: ['1', '2'] });
    expect(parseForm('a%5Bb%5D=1&c=%E4%B8%AD')).toEqual({ a: { b: '1' }, c: '中' });
    expect(parseForm('constructor=1&b=2')).toEqual({ b: '2' });
    expect(Object.getPrototypeOf(parseForm('__proto__=1'))).toBe(Object.prototype);
  });

  it('reads a long body once, whatever its shape', () => {
    // 1,999 names without '=' before the only one: a search per field would read ~800 MB.
    const bare = Array.from({ length: 1999 }, (_, i) => `${i}${'k'.repeat(400)}`).join('&');
    const t0 = performance.now();
    expect(Object.keys(parseForm(`${bare}&z=1`))).toHaveLength(2000);
    expect(performance.now() - t0).toBeLessThan(200);
  });

  it('keeps qs’s parameter limit', () => {
    const many = Array.from({ length: 2100 }, (_, i) => `k${i}=${i}`).join('&');
    expect(Object.keys(parseForm(many))).toHaveLength(2000);
  });
});
