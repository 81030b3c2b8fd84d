/**
 * The H5 renderer of the form engine: every field of a schema with antd-mobile, in page order,
 * fields of a group gathered under the group's heading where its first field stands. What shows,
 * what is required or locked and every computed value come from the engine's evaluation, so
 * the phone shows exactly what the server will check.
 */
import { textIn, type Evaluation, type FormField, type FormGroup, type FormSchema, type FormValues } from '@campus/api/forms';
import { Collapse } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useLang } from '../../lib/i18n';
import { FieldControl } from './FieldControl';
import { rowsIn, type ErrorMap } from './rows';
import { TableField } from './TableField';

export interface FormRendererProps {
  schema: FormSchema;
  /** The store's values (table rows carry their `_id`). */
  values: FormValues;
  evaluation: Evaluation;
  /** Options data sources filled, by field id. */
  options?: Record<string, { value: string; label: string }[]>;
  errors: ErrorMap;
  disabled?: boolean;
  onChange: (field: string, value: unknown) => void;
  onAddRow: (tableId: string) => void;
  onRemoveRow: (tableId: string, rowId: string) => void;
  onCell: (tableId: string, rowId: string, col: string, value: unknown) => void;
}

/** The page in order: a field alone, or a group with its fields where the group first appears. */
export function layout(schema: Pick<FormSchema, 'fields' | 'groups'>): ({ field: FormField } | { group: FormGroup; fields: FormField[] })[] {
  const out: ({ field: FormField } | { group: FormGroup; fields: FormField[] })[] = [];
  const placed = new Set<string>();
  for (const f of schema.fields) {
    const g = f.group ? schema.groups.find((x) => x.id === f.group) : undefined;
    if (!g) out.push({ field: f });
    else if (!placed.has(g.id)) {
      placed.add(g.id);
      out.push({ group: g, fields: schema.fields.filter((x) => x.group === g.id) });
    }
  }
  return out;
}

export function FormRenderer(p: FormRendererProps) {
  const lang = useLang();
  const ev = p.evaluation;
  const one = (f: FormField): ReactNode => {
    if (ev.hidden.has(f.id)) return null;
    const disabled = p.disabled === true || f.readonly === true || ev.disabled.has(f.id);
    const required = f.required === true || ev.required.has(f.id);
    if (f.kind === 'table')
      return (
        <TableField key={f.id} schema={p.schema} field={f} evaluation={ev} rows={rowsIn(p.values, f.id)} errors={p.errors} disabled={disabled} required={required}
          onAdd={() => p.onAddRow(f.id)} onRemove={(id) => p.onRemoveRow(f.id, id)} onCell={(id, col, v) => p.onCell(f.id, id, col, v)} />
      );
    return (
      <FieldControl key={f.id} schema={p.schema} field={f} value={ev.values[f.id]} testId={f.id} options={p.options?.[f.id]}
        disabled={disabled || f.kind === 'computed'} required={required} error={p.errors[f.id]} onChange={(v) => p.onChange(f.id, v)} />
    );
  };
  return (
    <div className="ff-form" data-testid="form-renderer">
      {layout(p.schema).map((item) => {
        if ('field' in item) return one(item.field);
        const g = item.group;
        if (ev.hidden.has(g.id)) return null;
        const body = (
          <>
            {g.description ? <div className="ff-help">{textIn(g.description, lang)}</div> : null}
            {item.fields.map(one)}
          </>
        );
        return g.collapsible ? (
          <Collapse key={g.id} defaultActiveKey={[g.id]}>
            <Collapse.Panel key={g.id} title={textIn(g.title, lang)}>
              {body}
            </Collapse.Panel>
          </Collapse>
        ) : (
          <section key={g.id} className="ff-group" data-testid={`group-${g.id}`}>
            <h3 className="ff-group-title">{textIn(g.title, lang)}</h3>
            {body}
          </section>
        );
      })}
    </div>
  );
}
