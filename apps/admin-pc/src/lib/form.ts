/** Marks the form field the server named in a bad-input answer (d.field), so the error sits where it belongs. */
import type { FormInstance } from 'antd';
import { ApiError } from '@campus/api/client';
import { fieldOf } from '@/services/errors';

export function markFieldError(form: FormInstance | undefined, err: unknown): void {
  const field = fieldOf(err);
  if (!form || !field || !(err instanceof ApiError)) return;
  const issues = (err.d as { issues?: { field?: string; message?: string }[] } | null)?.issues ?? [];
  const why = issues.find((i) => i.field === field)?.message ?? err.m;
  if (form.getFieldInstance(field) !== undefined || field in (form.getFieldsValue(true) as object)) {
    form.setFields([{ name: field, errors: [why] }]);
  }
}
