import { describe, expect, it } from 'vitest';
import { hm, sessionLabel, span } from './format';

describe('sessionLabel', () => {
  const start = 1_795_760_000;
  const end = start + 4 * 3600;
  it('names a session by its date and times once when its title is just its times', () => {
    const t = `${hm(start)}-${hm(end)}`;
    expect(sessionLabel(t, start, end)).toBe(span(start, end));
    expect(sessionLabel('', start, end)).toBe(span(start, end));
  });
  it('puts a title of its own before the date and times', () => {
    expect(sessionLabel('晚自习', start, end)).toBe(`晚自习 ${span(start, end)}`);
  });
});
