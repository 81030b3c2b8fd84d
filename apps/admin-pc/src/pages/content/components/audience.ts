/** Pure audience helpers shared by the picker, the tables and the message form (no UI, no requests). */
import type { Audience } from '@campus/api';
import { t, tOr } from '@campus/i18n';

/** The whole site, or at least one group (the server's rule, checked before sending). */
export function hasAudience(a: Audience | undefined): boolean {
  return Boolean(a && (a.site || a.roles?.length || a.departments?.length || a.classes?.length || a.users?.length));
}

/** Drops empty groups so the server gets only what was chosen; the whole site wins over groups. */
export function cleanAudience(a: Audience | undefined): Audience {
  if (!a || a.site) return { site: true };
  const out: Audience = {};
  for (const k of ['roles', 'departments', 'classes', 'users'] as const) {
    const list = [...new Set((a[k] ?? []).map((s) => s.trim()).filter(Boolean))];
    if (list.length) out[k] = list;
  }
  return out;
}

/** A one-line description of an audience, for tables and confirmations. */
export function describeAudience(a: Audience | undefined, names: (kind: 'departments' | 'classes', id: string) => string = (_k, id) => id): string {
  if (!a) return '';
  if (a.site) return t('adminContent.audience.site');
  const parts: string[] = [];
  if (a.roles?.length) parts.push(`${t('adminContent.audience.roles')}: ${a.roles.map((r) => tOr(`adminContent.audience.roleNames.${r}`, r)).join(', ')}`);
  if (a.departments?.length) parts.push(`${t('adminContent.audience.departments')}: ${a.departments.map((d) => names('departments', d)).join(', ')}`);
  if (a.classes?.length) parts.push(`${t('adminContent.audience.classes')}: ${a.classes.map((c) => names('classes', c)).join(', ')}`);
  if (a.users?.length) parts.push(t('adminContent.audience.peopleCount', { n: a.users.length }));
  return parts.join('; ');
}
