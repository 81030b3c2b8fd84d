/**
 * Every table writes the API's times the one console way (lib/time: 2026-11-05 09:07), not by
 * ProTable's own valueType 'dateTime' / 'date', which adds seconds and follows its own format.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { timeColumn } from '../src/lib/table';

const pages = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/pages');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sources(p) : /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe('time columns', () => {
  const s = new Date(2026, 10, 5, 9, 7, 42).getTime() / 1000;
  const render = (col: { renderText?: unknown }, v: unknown) =>
    (col.renderText as (v: unknown, r: unknown, i: number, a: unknown) => unknown)(v, {}, 0, undefined);

  it('write a time to the minute and "-" when there is none', () => {
    const col = timeColumn<{ at: number }>('时间', 'at');
    expect(render(col, s)).toBe('2026-11-05 09:07');
    expect(render(col, null)).toBe('-');
    expect(col.valueType).toBeUndefined();
  });

  it('are never a search field but keep sorting', () => {
    const col = timeColumn<{ at: number }>('时间', 'at', { sorter: true });
    expect(col.search).toBe(false);
    expect(col.sorter).toBe(true);
  });

  it("no page shows a time through ProTable's dateTime or date value type", () => {
    const offenders = sources(pages).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${path.relative(pages, file)}:${i + 1}` }))
        // A date search field (hideInTable) is fine: it is how a table filters by date.
        .filter(({ line }) => /valueType: '(dateTime|date)'/.test(line) && !line.includes('hideInTable'))
        .map(({ at }) => at),
    );
    expect(offenders).toEqual([]);
  });
});
