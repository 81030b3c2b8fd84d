/**
 * What the audience picker offers: roles, departments and classes of this site, and a people
 * search, from the audience endpoints (open to content managers, message senders and system
 * administrators). Should they be refused, the built-in role codes remain and ids may be typed.
 */
import { audienceOptions as endpoints } from '@campus/api';
import { tOr } from '@campus/i18n';
import { useEffect, useState } from 'react';
import { call } from '@/services/api';

export interface Option {
  value: string;
  label: string;
}

export interface AudienceOptions {
  roles: Option[];
  departments: Option[] | null;
  classes: Option[] | null;
  /** People can be searched by name (admin.usersList). */
  canSearchPeople: boolean;
}

/** Role codes every site starts with (apps/server/src/seed/roles.ts). */
export const BUILTIN_ROLE_CODES = ['student', 'teacher', 'counselor', 'leader', 'manager', 'admin', 'repairman', 'dispatcher', 'approver', 'checker'];

export function builtinRoles(): Option[] {
  return BUILTIN_ROLE_CODES.map((c) => ({ value: c, label: tOr(`adminContent.audience.roleNames.${c}`, c) }));
}

export function useAudienceOptions(): AudienceOptions {
  const [opts, setOpts] = useState<AudienceOptions>({ roles: builtinRoles(), departments: null, classes: null, canSearchPeople: false });
  useEffect(() => {
    let live = true;
    const loaded = call(endpoints.options, {}, { silent: true }).then(
      (r) => ({
        roles: r.roles.map((x) => ({ value: x.code, label: `${x.name} (${x.code})` })),
        departments: r.departments.map((d) => ({ value: d.id, label: d.name })),
        classes: r.classes.map((c) => ({ value: c.id, label: c.grade ? `${c.grade} ${c.name}` : c.name })),
      }),
      () => ({ roles: builtinRoles(), departments: null, classes: null }),
    );
    void loaded.then((o) => {
      if (live) setOpts({ ...o, canSearchPeople: o.departments !== null });
    });
    return () => {
      live = false;
    };
  }, []);
  return opts;
}

/** People matching a keyword, for the picker. */
export async function searchPeople(keyword: string): Promise<Option[]> {
  if (!keyword.trim()) return [];
  try {
    const res = await call(endpoints.people, { keyword: keyword.trim() }, { silent: true });
    return res.list.map((u) => ({ value: u.id, label: `${u.name} (${u.username})${u.className ? ` · ${u.className}` : ''}` }));
  } catch {
    return [];
  }
}
