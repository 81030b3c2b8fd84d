import type { ColumnField, FormField } from '@campus/api/forms';

export type AnyField = FormField | ColumnField;
/** The field type of a kind (some schema types hold two kinds: text/textarea, person/department). */
export type FieldOf<K extends AnyField['kind']> = AnyField extends infer F ? (F extends AnyField ? (K extends F['kind'] ? F : never) : never) : never;
/** What every control receives: its field, the stored value, and where a new stored value goes. */
export interface ControlProps<F extends AnyField = AnyField> {
  field: F;
  value: unknown;
  onChange: (value: unknown) => void;
  disabled: boolean;
  /** Options a data source filled for this field (they replace the designed ones). */
  options?: { value: string; label: string }[] | undefined;
  testId: string;
}
