/**
 * A person or department field: the shared search Select over the endpoints the phone's pickers
 * use, one pick or (`multiple`) up to `maxItems`, stored as the phone stores it.
 */
import type { ColumnField, FormField } from '@campus/api/forms';
import { DepartmentSelect, PeopleSelect } from '@/components/PeopleSelect';
import { personName, pickedValue, refsOf } from '../values';

type Field = Extract<FormField | ColumnField, { kind: 'person' | 'department' }>;

export function RefInput(p: { field: Field; value: unknown; onChange: (v: unknown) => void; id?: string }) {
  const multiple = p.field.multiple === true;
  const shared = {
    id: p.id,
    testId: `field-${p.field.id}`,
    value: refsOf(p.value),
    single: !multiple,
    max: multiple ? (p.field.maxItems ?? 200) : undefined,
    onChange: (list: { id: string; name: string }[]) => p.onChange(pickedValue(list, multiple)),
  };
  return p.field.kind === 'person' ? <PeopleSelect {...shared} nameOf={personName} /> : <DepartmentSelect {...shared} />;
}
