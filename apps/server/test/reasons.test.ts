/**
 * Every reason a service gives for a refused field or an import's bad cell is catalogued (packages/api reasons.ts), so the
 * apps can say it in the user's language, and every catalogued reason has its words in zh, en
 * and tw. A new `badInput(field, 'why')` without a catalogue entry fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { badInput, REASONS } from '@campus/api';
import { namespaces } from '@campus/i18n/all';
import { describe, expect, it } from 'vitest';

const src = path.resolve(__dirname, '../src');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return sources(p);
    return d.name.endsWith('.ts') && !d.name.endsWith('.test.ts') ? [p] : [];
  });
}

describe('reasons', () => {
  it('every literal reason a service gives is catalogued', () => {
    const given = new Map<string, string>();
    for (const file of sources(src)) {
      const text = fs.readFileSync(file, 'utf8');
      // badInput(field, 'why'), conflict(field, 'why'), an import's bad(field, 'why') / err(…) and problem(row, field, 'why').
      for (const m of text.matchAll(/\b(?:(?:badInput|conflict|bad|err)\(\s*[^,()]+|problem\(\s*[^,()]+,\s*[^,()]+),\s*'((?:[^'\\]|\\.)*)'/g))
        given.set(m[1]!.replace(/\\'/g, "'"), path.relative(src, file));
      // An import's bad cell written out by hand ({ row, field, message: 'why' }) would go without its key.
      if (/xlsx\.ts$/.test(file)) for (const m of text.matchAll(/\bmessage: ['`]([^'`]*)['`]/g)) given.set(`(not through problem) ${m[1]}`, path.relative(src, file));
    }
    // Words with a value in them go through reason('key', { value }), which the apps can say.
    for (const file of sources(src))
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/\bbadInput\(\s*[^,()]+,\s*`([^`]*)`/g)) given.set(`(words with values) ${m[1]}`, path.relative(src, file));
    expect(given.size).toBeGreaterThan(50);
    const known = new Set<string>(Object.values(REASONS));
    const missing = [...given].filter(([why]) => !known.has(why)).map(([why, file]) => `${file}: ${why}`);
    expect(missing).toEqual([]);
  });

  it('every catalogued reason has its words in each language', () => {
    const keys = Object.keys(REASONS).sort();
    for (const lang of ['zh', 'en', 'tw'] as const) {
      const words = namespaces.reason[lang] as Record<string, string>;
      expect(Object.keys(words).sort(), lang).toEqual(keys);
      for (const k of keys) expect(words[k], `${lang} ${k}`).toMatch(/\S/);
    }
  });

  it('a catalogued reason goes out with its key; any other only as words', () => {
    expect((badInput('username', 'already taken').d as { issues: unknown[] }).issues).toEqual([{ field: 'username', message: 'already taken', key: 'reason.taken' }]);
    expect((badInput('x', 'something new').d as { issues: unknown[] }).issues).toEqual([{ field: 'x', message: 'something new' }]);
  });
});
