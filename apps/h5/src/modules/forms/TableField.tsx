/**
 * A child table on the phone: each row a card of its columns (a grid does not fit a phone),
 * rows added and removed within the table's min/max, and the totals of its `totals` columns
 * under the cards, live from the engine's evaluation.
 */
import { textIn, type Evaluation, type FormSchema, type TableField as Table } from '@campus/api/forms';
import { Button, Card } from 'antd-mobile';
import { useLang, useT } from '../../lib/i18n';
import { FieldControl } from './FieldControl';
import { useErrorText } from './words';
import { canAddRow, canRemoveRow, cellPath, rowsIn, totalText, type ErrorMap } from './rows';

export interface TableProps {
  schema: FormSchema;
  field: Table;
  evaluation: Evaluation;
  /** Rows as the store holds them (with their client `_id`). */
  rows: Record<string, unknown>[];
  errors: ErrorMap;
  disabled: boolean;
  required: boolean;
  onAdd: () => void;
  onRemove: (rowId: string) => void;
  onCell: (rowId: string, col: string, value: unknown) => void;
}

export function TableField(p: TableProps) {
  const tr = useT();
  const lang = useLang();
  const shown = rowsIn(p.evaluation.values, p.field.id);
  const totals = p.evaluation.totals[p.field.id] ?? {};
  const tableError = p.errors[p.field.id];
  const words = useErrorText();
  return (
    <div className={`ff-field ff-table${tableError ? ' ff-has-error' : ''}`} data-testid={`table-${p.field.id}`}>
      <div className="ff-label">
        {p.required || p.field.minRows > 0 ? <span className="ff-req">*</span> : null}
        {textIn(p.field.label, lang)}
      </div>
      {p.rows.map((row, i) => {
        const id = String(row._id);
        const state = p.evaluation.rows[p.field.id]?.[i];
        const live = shown[i] ?? row;
        return (
          <Card key={id} className="ff-row" title={tr('h5Forms.row.title', { n: i + 1 })} data-testid={`row-${p.field.id}-${i}`}
            extra={!p.disabled && canRemoveRow(p.field, p.rows.length) ? (
              <Button size="mini" fill="none" color="danger" onClick={() => p.onRemove(id)} data-testid={`row-${p.field.id}-${i}-remove`}>
                {tr('h5Forms.row.remove')}
              </Button>
            ) : null}>
            {p.field.columns.map((col) =>
              state?.hidden.has(col.id) ? null : (
                <FieldControl key={col.id} schema={p.schema} field={col} value={live[col.id]} testId={`${p.field.id}-${i}-${col.id}`}
                  disabled={p.disabled || col.readonly === true || col.kind === 'computed' || state?.disabled.has(col.id) === true}
                  required={col.required === true || state?.required.has(col.id) === true}
                  error={p.errors[cellPath(p.field.id, i, col.id)]}
                  onChange={(v) => p.onCell(id, col.id, v)} />
              ),
            )}
          </Card>
        );
      })}
      {p.field.totals.length ? (
        <div className="ff-totals" data-testid={`totals-${p.field.id}`}>
          {tr('h5Forms.row.total')}:
          {p.field.totals.map((c) => {
            const col = p.field.columns.find((x) => x.id === c);
            return (
              <span key={c} data-testid={`total-${p.field.id}-${c}`}>
                {' '}{textIn(col?.label, lang)} {totalText(totals[c])}
              </span>
            );
          })}
        </div>
      ) : null}
      {!p.disabled && canAddRow(p.field, p.rows.length) ? (
        <Button block size="small" onClick={p.onAdd} data-testid={`row-${p.field.id}-add`}>
          ＋ {tr('h5Forms.row.add')}
        </Button>
      ) : null}
      {tableError ? (
        <div className="ff-error" role="alert" data-testid={`${p.field.id}-error`}>
          {words(p.schema, tableError)}
        </div>
      ) : null}
    </div>
  );
}

