/**
 * The language store and `t()`. Language lives in local storage (spec: default zh; zh, en, tw).
 *
 * `t()` reads the namespaces an app registered (`registerNamespaces`), so each app ships only
 * its own strings; keys are typed against every namespace (dictionary.ts). The server and the
 * tests import `@campus/i18n/all`, which registers everything.
 */
import { LANGS, type Lang, type Namespace, type Paths, type Strings } from './define.js';
import type { namespaces } from './dictionary.js';

export * from './define.js';
export type { namespaces };

type Source = { [N in keyof typeof namespaces]: (typeof namespaces)[N]['zh'] };
export type I18nKey = Paths<Source>;
export type NamespaceName = keyof typeof namespaces;

const registry: Partial<Record<NamespaceName, Namespace<Strings>>> = {};

/** Makes these namespaces available to `t()` (an app registers what its screens use). */
export function registerNamespaces(list: { [N in NamespaceName]?: (typeof namespaces)[N] }): void {
  Object.assign(registry, list);
}

/**
 * Makes part of each namespace available until the whole of it is registered (an app shows its
 * screens' titles at start and loads the rest with the screens): never replaces a whole one.
 */
export function registerParts(list: { [N in NamespaceName]?: Namespace<Strings> }): void {
  for (const [name, part] of Object.entries(list) as [NamespaceName, Namespace<Strings>][]) registry[name] ??= part;
}

export const LANG_STORAGE_KEY = 'lang';
let current: Lang | undefined;
const listeners = new Set<() => void>();

/** The slice of the browser's Storage used here; typed locally so the server (no DOM lib) can import this package. */
interface LangStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function storage(): LangStorage | undefined {
  try {
    return (globalThis as { localStorage?: LangStorage }).localStorage;
  } catch {
    return undefined;
  }
}

export function isLang(v: unknown): v is Lang {
  return typeof v === 'string' && (LANGS as readonly string[]).includes(v);
}

export function getLang(): Lang {
  if (current) return current;
  const stored = storage()?.getItem(LANG_STORAGE_KEY);
  current = isLang(stored) ? stored : 'zh';
  return current;
}

export function setLang(lang: Lang): void {
  current = lang;
  storage()?.setItem(LANG_STORAGE_KEY, lang);
  listeners.forEach((l) => l());
}

/** For React's useSyncExternalStore in the apps. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function lookup(lang: Lang, key: string): string | undefined {
  const [ns, ...rest] = key.split('.');
  let node: string | Strings | undefined = (registry as Record<string, Record<Lang, Strings>>)[ns ?? '']?.[lang];
  for (const part of rest) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Translates a key; `{name}` placeholders are filled from params. Unknown keys return the key. */
export function t(key: I18nKey, params?: Record<string, string | number>, lang: Lang = getLang()): string {
  const text = lookup(lang, key) ?? lookup('zh', key) ?? key;
  return params ? text.replace(/\{(\w+)\}/g, (m, p: string) => (p in params ? String(params[p]) : m)) : text;
}

/** For strings whose key is computed at run time (e.g. an error code): falls back when absent. */
export function tOr(key: string, fallback: string, params?: Record<string, string | number>): string {
  const text = lookup(getLang(), key) ?? lookup('zh', key);
  return text === undefined ? fallback : t(key as I18nKey, params);
}
