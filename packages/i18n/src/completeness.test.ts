/**
 * Every key of every namespace, walked at run time (the types already require the same shape;
 * this also catches empty texts, lost placeholders, untranslated English and Simplified
 * characters left in the Traditional texts).
 */
import { describe, expect, it } from 'vitest';
import { LANGS, type Strings } from './define.js';
import { namespaces } from './dictionary.js';

function leaves(node: Strings, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(path, v);
    else for (const [p, s] of leaves(v, path)) out.set(p, s);
  }
  return out;
}

const placeholders = (s: string): string[] => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

/** Characters that only exist in Simplified writing (their Traditional forms differ). */
const SIMPLIFIED_ONLY =
  '预抢兑规统设启跃结检订阅数网络错误异确认载资讯录馈还码们这个时间过说对应开关问题记报务请没删选项页议实图书馆户动验证换钟内尽权险购买币给发单击视频进输';

/** The languages' own names, written natively in every language (the language switch). */
const NATIVE_NAMES = ['简体中文', '繁體中文'];

const all = Object.entries(namespaces) as [string, Record<(typeof LANGS)[number], Strings>][];

describe.each(all)('namespace %s', (_name, ns) => {
  const zh = leaves(ns.zh);

  it('has at least one text', () => {
    expect(zh.size).toBeGreaterThan(0);
  });

  it.each(LANGS)('has every key, non-empty, in %s, with no extra keys', (lang) => {
    const texts = leaves(ns[lang]);
    expect([...texts.keys()].sort()).toEqual([...zh.keys()].sort());
    for (const [key, text] of texts) expect(text.trim(), `${lang} ${key}`).not.toBe('');
  });

  it('keeps every placeholder of the Chinese text in every language', () => {
    for (const lang of LANGS) {
      const texts = leaves(ns[lang]);
      for (const [key, text] of zh) {
        const have = placeholders(texts.get(key) ?? '');
        for (const p of placeholders(text)) expect(have, `${lang} ${key}`).toContain(p);
      }
    }
  });

  it('has English texts written in English (language names may stay native)', () => {
    for (const [key, text] of leaves(ns.en)) {
      const rest = NATIVE_NAMES.reduce((t, n) => t.replaceAll(n, ''), text);
      expect(rest, `en ${key}`).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('has Traditional texts without Simplified-only characters', () => {
    for (const [key, text] of leaves(ns.tw)) {
      const found = [...text].filter((c) => SIMPLIFIED_ONLY.includes(c));
      expect(found, `tw ${key}: ${text}`).toEqual([]);
    }
  });
});

describe('the spec labels (section 9)', () => {
  it('has the nav labels in Simplified and Traditional Chinese', () => {
    expect(Object.keys(namespaces.nav.zh).sort()).toEqual(
      [
        'active',
        'contentManagement',
        'loss',
        'newAndLaunch',
        'retention',
        'settings',
        'statistics',
        'timePeriod',
        'userManagement',
      ].sort(),
    );
    expect(namespaces.nav.zh.userManagement).toBe('用户管理');
    expect(namespaces.nav.tw.settings).toBe('設定');
  });

  it('has the ticket wording and activity labels', () => {
    expect(namespaces.ticket.zh.field).toMatchObject({
      name: '姓名',
      number: '学工号',
      redemptionCode: '兑换码',
      balanceTickets: '余票',
    });
    expect(namespaces.ticket.tw.field).toMatchObject({
      redemptionCode: '兌換碼',
      grabbingTime: '搶票時間',
      reservationTime: '預約時間',
    });
    expect(Object.keys(namespaces.ticket.zh.status)).toHaveLength(10);
    expect(namespaces.ticket.tw.status.reserve).toBe('預約');
  });
});
