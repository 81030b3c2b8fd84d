/**
 * Who an assignee spec names, for one applicant and submission: active people of the site only,
 * each once, in a stable order. A step nobody can take goes to the site's workflow managers.
 */
import type { AuthMap } from '@campus/api';
import type { AssigneeSpec } from '@campus/api/forms';
import type { Db } from '../../platform/db/index.js';
import { hasModule } from '../../platform/permissions.js';
import { parseJson } from '../../platform/util.js';
import * as q from './queries.js';

/** More than this many people at one step is a mistake in the process (a role of thousands): it takes the first. */
export const MAX_ASSIGNEES = 200;

export interface Applicant {
  id: string;
  department_id: string | null;
  class_id: string | null;
}

const pickedIds = (v: unknown): string[] =>
  (Array.isArray(v) ? v : v && typeof v === 'object' ? [v] : []).flatMap((x) => (x && typeof x === 'object' && typeof (x as { id?: unknown }).id === 'string' ? [(x as { id: string }).id] : []));

export async function resolve(db: Db, siteId: string, a: AssigneeSpec, applicant: Applicant, values: Record<string, unknown>): Promise<string[]> {
  let ids: string[] = [];
  switch (a.kind) {
    case 'role':
      ids = await q.usersWithRole(db, siteId, a.role);
      break;
    case 'leader': {
      const id = applicant.department_id ? await q.departmentLeader(db, applicant.department_id) : null;
      ids = id ? [id] : [];
      break;
    }
    case 'counselor': {
      const id = applicant.class_id ? await q.classCounselor(db, applicant.class_id) : null;
      ids = id ? [id] : [];
      break;
    }
    case 'person':
      ids = a.users.map((u) => u.id);
      break;
    case 'field':
      ids = pickedIds(values[a.field]);
      break;
  }
  const active = new Set(await q.activeIn(db, siteId, ids));
  return [...new Set(ids)].filter((id) => active.has(id)).slice(0, MAX_ASSIGNEES);
}

export async function resolveAll(db: Db, siteId: string, list: readonly AssigneeSpec[], applicant: Applicant, values: Record<string, unknown>): Promise<string[]> {
  const out = new Set<string>();
  for (const a of list) for (const id of await resolve(db, siteId, a, applicant, values)) out.add(id);
  return [...out];
}

/** Holders of workflow.manage on the site (by their roles' permission maps). */
export async function managers(db: Db, siteId: string): Promise<string[]> {
  const roles = (await q.siteRoles(db, siteId)).filter((r) => hasModule(parseJson<AuthMap>(r.auth, {}), 'workflow', 'manage')).map((r) => r.code);
  const out = new Set<string>();
  for (const role of roles) for (const id of await q.usersWithRole(db, siteId, role)) out.add(id);
  return [...out].slice(0, MAX_ASSIGNEES);
}
