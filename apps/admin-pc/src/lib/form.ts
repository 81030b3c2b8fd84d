/**
 * Forms and the server's bad-input answers: the label a form on screen gives a field (so the
 * request layer's message names it as the form does), and the refused fields marked on the form
 * with why, in the manager's language.
 */
import type { FormInstance } from 'antd';
import { issuesOf, reasonText } from '@/services/errors';

/** `hours.0.from` → the form's name path `['hours', 0, 'from']`. */
export const namePath = (field: string): (string | number)[] => field.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s));

/**
 * The label of a field in a form on screen: antd's Form.Item writes `<label for={id}>` with the
 * name path joined by `_` (after the form's own name, when it has one). The last match wins:
 * a modal or drawer form is rendered after the page's search form.
 */
export function formLabel(field: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const id = CSS.escape(field.replace(/\./g, '_'));
  const labels = document.querySelectorAll<HTMLLabelElement>(`label[for="${id}"], label[for$="_${id}"]`);
  const label = labels[labels.length - 1];
  return label ? label.getAttribute('title') || label.textContent?.trim() || undefined : undefined;
}

function onForm(form: FormInstance, path: (string | number)[]): boolean {
  if (form.getFieldInstance(path) !== undefined) return true;
  let v: unknown = form.getFieldsValue(true);
  for (const k of path) {
    if (!v || typeof v !== 'object' || !(k in v)) return false;
    v = (v as Record<string | number, unknown>)[k];
  }
  return true;
}

/**
 * Marks each field a bad-input answer refused that the form has, with why (`不能小于 1`), so the
 * error sits where it belongs. `fieldName` maps an API path to the form's own name where they differ.
 */
export function markFieldError(form: FormInstance | undefined, err: unknown, fieldName: (field: string) => string = (f) => f): void {
  if (!form) return;
  const marks = new Map<string, { name: (string | number)[]; errors: string[] }>();
  for (const issue of issuesOf(err)) {
    const name = namePath(fieldName(issue.field));
    if (!onForm(form, name)) continue;
    const mark = marks.get(issue.field) ?? { name, errors: [] };
    mark.errors.push(reasonText(issue));
    marks.set(issue.field, mark);
  }
  if (marks.size) form.setFields([...marks.values()]);
}
