/** t() and the language store; each test loads a fresh copy of the module over a fake storage. */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

class MemoryStorage {
  items = new Map<string, string>();
  getItem(k: string): string | null {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string): void {
    this.items.set(k, String(v));
  }
  removeItem(k: string): void {
    this.items.delete(k);
  }
}

let storage: MemoryStorage;

async function load() {
  vi.resetModules();
  return import('./all.js');
}

// The first import transforms every namespace file (seconds on a busy machine, past a test's 5 s);
// later fresh copies reuse the transformed files.
beforeAll(async () => {
  await import('./all.js');
}, 60_000);
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('language store', () => {
  it('defaults to zh', async () => {
    const i18n = await load();
    expect(i18n.getLang()).toBe('zh');
    expect(i18n.t('common.ok')).toBe('确定');
  });

  it('persists the chosen language in local storage and reads it back on the next load', async () => {
    const first = await load();
    first.setLang('tw');
    expect(storage.getItem(first.LANG_STORAGE_KEY)).toBe('tw');
    expect(first.t('ticket.field.redemptionCode')).toBe('兌換碼');
    const second = await load();
    expect(second.getLang()).toBe('tw');
  });

  it('falls back to zh for an invalid stored value', async () => {
    storage.setItem('lang', 'fr');
    const i18n = await load();
    expect(i18n.getLang()).toBe('zh');
  });

  it('works without local storage at all', async () => {
    vi.stubGlobal('localStorage', undefined);
    const i18n = await load();
    expect(i18n.getLang()).toBe('zh');
    i18n.setLang('en');
    expect(i18n.t('common.cancel')).toBe('Cancel');
  });

  it('tells subscribers about a change until they unsubscribe', async () => {
    const i18n = await load();
    const fn = vi.fn();
    const off = i18n.subscribe(fn);
    i18n.setLang('en');
    off();
    i18n.setLang('zh');
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('t()', () => {
  it('translates into the current language or the one asked for', async () => {
    const i18n = await load();
    i18n.setLang('en');
    expect(i18n.t('nav.userManagement')).toBe('User management');
    expect(i18n.t('nav.userManagement', undefined, 'tw')).toBe('使用者管理');
  });

  it('fills placeholders and leaves unknown ones as they are', async () => {
    const i18n = await load();
    const text = i18n.t('user.code.body', { channel: '手机号', to: '138****0000', code: 123456, minutes: 10 });
    expect(text).toContain('验证码：123456，10分钟内有效');
    expect(text).not.toMatch(/\{\w+\}/);
    expect(i18n.t('user.code.body', { code: 1 })).toContain('{channel}');
  });

  it('returns the key for an unknown key, and tOr its fallback', async () => {
    const i18n = await load();
    expect(i18n.t('nope.missing' as never)).toBe('nope.missing');
    expect(i18n.tOr('errors.99999', 'Something else')).toBe('Something else');
    i18n.setLang('tw');
    expect(i18n.tOr('errors.10013', 'x')).toBe(i18n.t('errors.10013'));
    expect(i18n.tOr('common', 'group is not a text')).toBe('group is not a text');
  });
});

describe('registering namespaces', () => {
  it('translates only what was registered; an app ships just its own strings', async () => {
    vi.resetModules();
    const i18n = await import('./index.js');
    const { common } = await import('./ns/common.js');
    expect(i18n.t('common.ok')).toBe('common.ok');
    i18n.registerNamespaces({ common });
    expect(i18n.t('common.ok')).toBe('确定');
    expect(i18n.t('admin.menu.users')).toBe('admin.menu.users');
  });

  it('shows a module’s titles from its part until the whole namespace arrives, which the part never replaces', async () => {
    vi.resetModules();
    const i18n = await import('./index.js');
    const { ticketTitles } = await import('./ns/ticket.titles.js');
    const { ticket } = await import('./ns/ticket.js');
    i18n.registerParts({ ticket: ticketTitles });
    expect(i18n.t('ticket.title.check')).toBe('验票');
    expect(i18n.t('ticket.field.name')).toBe('ticket.field.name');
    i18n.registerNamespaces({ ticket });
    i18n.registerParts({ ticket: ticketTitles });
    expect(i18n.t('ticket.field.name')).toBe('姓名');
    expect(i18n.t('ticket.title.check', undefined, 'en')).toBe('Check tickets');
  });
});
