/**
 * Answers are written from the contract's output schema: only declared fields leave, and a schema
 * with very many alternatives (a form's definition) is written at once instead of after a
 * compile that would stall the process for seconds.
 */
import { forms } from '@campus/api';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileSerializer } from '../src/platform/serialize.js';

describe('answer writers', () => {
  it('leave out fields the contract does not declare', () => {
    const write = compileSerializer(z.object({ e: z.number(), m: z.string(), d: z.object({ name: z.string() }) }));
    expect(JSON.parse(write({ e: 0, m: 'ok', d: { name: 'a', password_hash: 'x' } }))).toEqual({ e: 0, m: 'ok', d: { name: 'a' } });
  });

  it('write a form definition through zod (no seconds-long compile), which also checks it', () => {
    const write = compileSerializer(forms.open.output as z.ZodType);
    // fast-json-stringify would write this without complaint; zod refuses what is not a form.
    expect(() => write({ e: 0, m: 'ok', d: { secret: 1 } })).toThrow(z.ZodError);
  });

  it('write small answers with fast-json-stringify (no check, just the declared fields)', () => {
    const write = compileSerializer(z.object({ e: z.number(), m: z.string(), d: z.object({ n: z.number().optional() }) }));
    expect(write({ e: 0, m: 'ok', d: { n: 1, other: 2 } })).toBe('{"e":0,"m":"ok","d":{"n":1}}');
  });
});
