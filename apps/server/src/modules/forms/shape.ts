/**
 * Rows to answers, and the parsed schema of a version. A version never changes once written,
 * so its parsed schema (and the engine's compiled plan, cached on that object) is kept in a
 * small process-wide map: every submission of a version is checked without parsing it again.
 */
import type { FormStatusName, FormSummary, SubmissionItem, SubmissionState } from '@campus/api';
import { formSchema, type FormSchema } from '@campus/api/forms';
import { parseJson } from '../../platform/util.js';
import type { FormRow, SubmissionRow } from './queries.js';

const SCHEMAS = new Map<string, FormSchema>();
const MAX_CACHED = 200;

export function schemaOf(v: { id: string; schema: string }): FormSchema {
  let s = SCHEMAS.get(v.id);
  if (!s) {
    s = formSchema.parse(JSON.parse(v.schema));
    if (SCHEMAS.size >= MAX_CACHED) SCHEMAS.delete(SCHEMAS.keys().next().value!);
    SCHEMAS.set(v.id, s);
  }
  return s;
}

export const toSummary = (r: FormRow): FormSummary => ({
  id: r.id,
  name: r.name,
  category: r.category,
  description: r.description,
  status: r.status as FormStatusName,
  allowEdit: Number(r.allow_edit) === 1,
  openToVisitors: Number(r.visitors) === 1,
  ownerId: r.owner_id,
  ownerName: r.owner_name ?? '',
  versionId: r.current_version_id,
  version: Number(r.version_count),
  submissions: Number(r.submissions ?? 0),
  updatedAt: Number(r.updated_at),
});

/** Its owner may change it while the form allows edits, the form is open and no workflow holds it. */
export const editable = (r: SubmissionRow, userId: string): boolean =>
  r.user_id === userId && Number(r.allow_edit) === 1 && r.form_status === 'open' && r.locked_at === null && r.state === 'submitted';

export const toItem = (r: SubmissionRow, userId: string): SubmissionItem => ({
  id: r.id,
  formId: r.form_id,
  formName: r.form_name,
  versionId: r.version_id,
  version: Number(r.version),
  userId: r.user_id,
  userName: r.user_name ?? '',
  userNumber: r.user_number ?? '',
  state: r.state as SubmissionState,
  revision: Number(r.revision),
  canEdit: editable(r, userId),
  createdAt: Number(r.created_at),
  updatedAt: Number(r.updated_at),
});

export const valuesOf = (data: string): Record<string, unknown> => parseJson<Record<string, unknown>>(data, {});
