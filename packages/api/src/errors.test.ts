import { describe, expect, it } from 'vitest';
import { AppError, badInput, E } from './errors.js';

describe('AppError', () => {
  it('a refusal is an AppError and an Error, with its code, message and details, and no stack', () => {
    const r = new AppError(E.SOLD_OUT, undefined, { field: 'typeId' });
    expect(r).toBeInstanceOf(AppError);
    expect(r).toBeInstanceOf(Error);
    expect(r.e).toBe(E.SOLD_OUT);
    expect(r.d).toEqual({ field: 'typeId' });
    expect(r.message).toBe('已抢光');
    expect(r.name).toBe('AppError');
    expect(String(r)).toBe('AppError: 已抢光');
    expect(r.stack).toBeUndefined();
    expect(Object.keys(r)).toEqual(['message', 'e', 'd']);
  });

  it('is thrown and caught as any error', () => {
    const refuse = () => {
      throw badInput('typeId', 'is required');
    };
    expect(refuse).toThrow(AppError);
    expect(refuse).toThrow('typeId: is required');
    try {
      refuse();
    } catch (err) {
      expect(err instanceof AppError && err.e).toBe(E.BAD_INPUT);
    }
  });

  it('a system error keeps its stack for the log', () => {
    const s = new AppError(E.SYSTEM, 'the disk is full');
    expect(s).toBeInstanceOf(AppError);
    expect(s.message).toBe('the disk is full');
    expect(s.stack).toMatch(/^AppError: the disk is full\n\s+at /);
  });
});
