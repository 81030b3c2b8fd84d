/** The audience form fields' values to and from the contract's Audience, and its one-line description. */
import type { Audience } from '@campus/api';
import { t } from '@campus/i18n';

export interface AudienceValues {
  audienceKind: 'site' | 'some';
  roles?: string[];
  departments?: string[];
  classes?: string[];
}

export function toAudience(v: AudienceValues): Audience {
  if (v.audienceKind === 'site') return { site: true };
  // Only the groups chosen: an empty choice is refused by the server, naming `audience`.
  const a: Audience = {};
  if (v.roles?.length) a.roles = v.roles;
  if (v.departments?.length) a.departments = v.departments;
  if (v.classes?.length) a.classes = v.classes;
  return a;
}

export function fromAudience(a: Audience): AudienceValues {
  if (a.site) return { audienceKind: 'site' };
  return { audienceKind: 'some', roles: a.roles ?? [], departments: a.departments ?? [], classes: a.classes ?? [] };
}

/** A short description for a table cell. */
export function audienceText(a: Audience): string {
  if (a.site) return t('adminFiles.audience.whole');
  return t('adminFiles.audience.some', { n: (a.roles?.length ?? 0) + (a.departments?.length ?? 0) + (a.classes?.length ?? 0) + (a.users?.length ?? 0) });
}
