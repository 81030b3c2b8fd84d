/**
 * Wording an engine message: errors and schema problems are i18n keys with params; a rule's
 * error uses the designer's own message when the rule has one.
 */
import type { SchemaProblem } from './check.js';
import { textIn, type FormSchema } from './schema.js';
import type { FormError } from './validate.js';

/** `t` as packages/i18n exports it: key, params, language. */
export type Translate = (key: string, params: Record<string, string | number> | undefined, lang: 'zh' | 'en' | 'tw') => string;

export function errorText(schema: FormSchema, e: FormError, t: Translate, lang: 'zh' | 'en' | 'tw'): string {
  if (e.key === 'forms.error.rule') {
    const id = e.params.rule;
    const rule = schema.rules.find((r) => r.id === id) ?? schema.fields.flatMap((f) => (f.kind === 'table' ? f.rowRules : [])).find((r) => r.id === id);
    if (rule?.message) return textIn(rule.message, lang);
  }
  if (e.key === 'forms.error.pattern') {
    const id = e.path.replace(/^.*[.\]]/, '');
    const f = schema.fields.flatMap((x) => (x.kind === 'table' ? [x, ...x.columns] : [x])).find((x) => x.id === id);
    if (f && (f.kind === 'text' || f.kind === 'textarea') && f.pattern?.message) return textIn(f.pattern.message, lang);
  }
  return t(e.key, e.params, lang);
}

export const problemText = (p: SchemaProblem, t: Translate, lang: 'zh' | 'en' | 'tw'): string => `${p.path}: ${t(p.key, p.params, lang)}`;
