import { t } from '@campus/i18n';
import { describe, expect, it } from 'vitest';
import tsv from './seed-routes.tsv?raw';
import { routes } from './routes';

const rows = tsv
  .split('\n')
  .slice(1)
  .filter((l) => l.trim())
  .map((l) => {
    const [module = '', page = '', family = ''] = l.split('\t');
    return { module, page, family };
  });
const key = (r: { module: string; page: string }) => `${r.module}/${r.page}`;

describe('route table', () => {
  it('has the 572 seed rows to compare against', () => {
    expect(rows).toHaveLength(572);
  });

  it('serves every core row except center/wxpay (a payment screen, not built)', () => {
    const served = new Set(routes.map(key));
    const missing = rows.filter((r) => r.family === 'core' && !served.has(key(r))).map(key);
    expect(missing).toEqual(['center/wxpay']);
  });

  it('has only seed rows, each once, with the family of its row', () => {
    const byKey = new Map(rows.map((r) => [key(r), r]));
    const seen = new Set<string>();
    for (const r of routes) {
      expect(byKey.get(key(r))?.family, key(r)).toBe(r.family);
      expect(seen.has(key(r)), key(r)).toBe(false);
      seen.add(key(r));
    }
  });

  it('gives every entry a translated title and an application key', () => {
    for (const r of routes) {
      for (const lang of ['zh', 'en', 'tw'] as const) expect(t(r.title, undefined, lang), r.title).not.toBe(r.title);
      expect(r.appKey).toMatch(/^[A-Za-z][A-Za-z0-9]*$/);
    }
  });

  it('draws every service-hall tile with one language-neutral symbol, never a CJK character or any letter', () => {
    const glyphs = routes.flatMap((r) => (r.hall ? [[key(r), r.hall.icon] as const] : []));
    expect(glyphs.length).toBeGreaterThan(40);
    const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}\u3000-\u303f\uff00-\uffef]/u;
    expect(glyphs.filter(([, g]) => cjk.test(g))).toEqual([]);
    // Nor a letter or digit of another script: a tile reads the same in zh, en and tw.
    expect(glyphs.filter(([, g]) => /[\p{L}\p{N}]/u.test(g))).toEqual([]);
    expect(glyphs.filter(([, g]) => [...g].length !== 1)).toEqual([]);
  });

  it('opens school variants as aliases of the shared screen', () => {
    const load = (page: string) => routes.find((r) => r.module === 'center' && r.page === page)?.load;
    expect(load('qrcodeBuaa')).toBe(load('qrcode'));
    expect(load('sweepCodeBjtu')).toBe(load('sweepCode'));
    expect(routes.find((r) => r.page === 'qrcodeBuaa')?.variant).toBe('buaa');
  });
});
