/**
 * How an API failure reads to a person: the i18n text of its code (`errors.<e>`), and for bad
 * input each refused field by its name and why, in the manager's language (`容量: 不能小于 1`),
 * from the check and limits the server sends in `d.issues` rather than its English message.
 * Pure, so it is unit-tested without umi or antd.
 */
import { E } from '@campus/api';
import { ApiError } from '@campus/api/client';
import { t, tOr } from '@campus/i18n';
import { timeText } from '@/lib/time';

/**
 * One refused value as the server describes it (`d.issues[]`): a schema check (`code`, zod's
 * issue code, with its limits in `params`), a forms-engine text (`key` and its `params`), or
 * only a `message` written by a service.
 */
export interface Issue {
  field: string;
  message?: string;
  code?: string;
  key?: string;
  params?: Record<string, unknown>;
}

/** The label the screen gives a field (a form's own), when it has one. */
export type LabelOf = (field: string) => string | undefined;

/** Issues past this many are counted, not listed, in a message. */
const SHOWN = 3;

/** Answers that name a refused field: bad input, and a clash with what is stored (a name already taken). */
const namesField = (err: unknown): err is ApiError => err instanceof ApiError && (err.e === E.BAD_INPUT || (err.e === E.CONFLICT && Array.isArray((err.d as { issues?: unknown } | null)?.issues)));

export function fieldOf(err: unknown): string | null {
  if (!namesField(err)) return null;
  const field = (err.d as { field?: unknown } | null)?.field;
  return typeof field === 'string' && field ? field : null;
}

/** The refused fields of a bad-input answer: `d.issues`, else `d.field` with the message. */
export function issuesOf(err: unknown): Issue[] {
  if (!namesField(err)) return [];
  const d = err.d as { field?: unknown; issues?: unknown } | null;
  const list = Array.isArray(d?.issues) ? (d.issues as unknown[]) : [];
  const issues = list.filter((i): i is Issue => !!i && typeof i === 'object' && typeof (i as Issue).field === 'string');
  if (issues.length) return issues;
  const field = fieldOf(err);
  if (!field) return [];
  // A service's `field: why` message: keep the why.
  const why = err.m.startsWith(`${field}: `) ? err.m.slice(field.length + 2) : err.m;
  return [{ field, message: why }];
}

const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : typeof v === 'string' && v !== '' && Number.isFinite(Number(v)) ? Number(v) : undefined);

/** A bound as the manager reads it: a date bound (zod sends milliseconds) as a console time. */
function bound(v: unknown, origin: unknown): string {
  const n = num(v);
  if (n === undefined) return String(v);
  return origin === 'date' ? timeText(Math.floor(n / 1000)) : String(n);
}

function sizeText(issue: Issue): string {
  const p = issue.params ?? {};
  const small = issue.code === 'too_small';
  const limit = small ? p.minimum : p.maximum;
  const inclusive = p.inclusive !== false;
  const value = bound(limit, p.origin);
  switch (p.origin) {
    case 'string':
      if (p.exact === true) return t('admin.invalid.exactChars', { n: value });
      // A text that must not be empty (`min(1)`) is simply required.
      if (small && num(limit) === 1) return t('admin.invalid.required');
      return small ? t('admin.invalid.minChars', { min: value }) : t('admin.invalid.maxChars', { max: value });
    case 'array':
    case 'set':
    case 'file':
      if (small && num(limit) === 1) return t('admin.invalid.required');
      return small ? t('admin.invalid.minItems', { min: value }) : t('admin.invalid.maxItems', { max: value });
    case 'date':
      return small ? t('admin.invalid.notBefore', { min: value }) : t('admin.invalid.notAfter', { max: value });
    default:
      if (small) return inclusive ? t('admin.invalid.min', { min: value }) : t('admin.invalid.above', { min: value });
      return inclusive ? t('admin.invalid.max', { max: value }) : t('admin.invalid.below', { max: value });
  }
}

const TYPE_TEXT: Record<string, Parameters<typeof t>[0]> = {
  number: 'admin.invalid.number',
  int: 'admin.invalid.integer',
  bigint: 'admin.invalid.integer',
  string: 'admin.invalid.text',
  boolean: 'admin.invalid.boolean',
  array: 'admin.invalid.list',
  date: 'admin.invalid.date',
};

const FORMAT_TEXT: Record<string, Parameters<typeof t>[0]> = {
  email: 'admin.invalid.email',
  url: 'admin.invalid.url',
  date: 'admin.invalid.date',
  datetime: 'admin.invalid.date',
  time: 'admin.invalid.format',
};

/** Why a value was refused, without the field: `不能小于 1`. */
export function reasonText(issue: Issue): string {
  const p = issue.params ?? {};
  if (issue.key) return tOr(issue.key, issue.message ?? t('admin.invalid.invalid'), p as Record<string, string | number>);
  switch (issue.code) {
    case 'too_small':
    case 'too_big':
      return sizeText(issue);
    case 'invalid_type':
      if (p.missing === true) return t('admin.invalid.required');
      return t(TYPE_TEXT[String(p.expected)] ?? 'admin.invalid.format');
    case 'invalid_format':
      return t(FORMAT_TEXT[String(p.format)] ?? 'admin.invalid.format');
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return t('admin.invalid.option');
    case 'not_multiple_of':
      return t('admin.invalid.multipleOf', { n: String(p.divisor) });
    case 'unrecognized_keys':
      return t('admin.invalid.unknownKeys', { keys: Array.isArray(p.keys) ? p.keys.join(', ') : '' });
    case 'custom':
      // The contract's shared refinements (requiredText, plainText) say these two; others are a rule of one screen.
      if (issue.message === 'required') return t('admin.invalid.required');
      if (issue.message === 'invalid character') return t('admin.invalid.character');
      return t('admin.invalid.invalid');
    case undefined:
      // A service's own words (no check to translate).
      return issue.message || t('admin.invalid.invalid');
    default:
      return t('admin.invalid.invalid');
  }
}

/** `slotMinutes` → `slot minutes`: a field no form on screen names and the dictionary lacks. */
const readable = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase();

/** A field's name for the manager: the form's label, else a common name (`admin.field.*`), else the path made readable. */
export function fieldLabel(field: string, labelOf?: LabelOf): string {
  const own = labelOf?.(field);
  if (own) return own;
  const names = field.split('.').filter((s) => s && !/^\d+$/.test(s));
  for (const n of [names.at(-1), names[0]]) {
    const known = n ? tOr(`admin.field.${n}`, '') : '';
    if (known) return known;
  }
  return readable(names.at(-1) ?? field);
}

/** One refusal with its field: `容量: 不能小于 1` (a refusal of the whole request has no field). */
export function issueText(issue: Issue, labelOf?: LabelOf): string {
  // A request refused as a whole (unreadable body) has nothing more to say than the code's text.
  if (issue.field === 'body' && !issue.code && !issue.key) return tOr(`errors.${E.BAD_INPUT}`, '参数错误');
  const why = reasonText(issue);
  // `id` names the record itself (a role that cannot be deleted), not a field on a form.
  return issue.field && issue.field !== 'body' && issue.field !== 'id' ? `${fieldLabel(issue.field, labelOf)}: ${why}` : why;
}

export function errorText(err: unknown, labelOf?: LabelOf): string {
  if (!(err instanceof ApiError)) return tOr('errors.10000', '系统异常');
  const issues = issuesOf(err);
  if (issues.length) {
    const texts = [...new Set(issues.map((i) => issueText(i, labelOf)))];
    const shown = texts.slice(0, SHOWN).join('; ');
    return texts.length > SHOWN ? `${shown} ${t('admin.invalid.more', { n: texts.length })}` : shown;
  }
  return tOr(`errors.${err.e}`, err.m);
}
