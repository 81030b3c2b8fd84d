/** A child table in the antd renderer: an editable table, one input per cell, rows added and removed, totals under it. */
import { textIn, type FieldState, type TableField } from '@campus/api/forms';
import { t } from '@campus/i18n';
import { Button, Form, Table } from 'antd';
import { useLang } from '@/lib/lang';
import { FieldInput } from './FieldInput';

type Row = Record<string, unknown>;

interface Props {
  field: TableField;
  rows: Row[];
  states: FieldState[];
  totals: Record<string, number>;
  errors: Record<string, string>;
  readOnly: boolean;
  disabled: boolean;
  onChange: (rows: Row[]) => void;
}

export function TableInput({ field: f, rows, states, totals, errors, readOnly, disabled, onChange }: Props) {
  const lang = useLang();
  const setCell = (i: number, col: string, v: unknown) => onChange(rows.map((r, j) => (j === i ? { ...r, [col]: v } : r)));
  const columns = f.columns.map((c) => ({
    key: c.id,
    title: (
      <span className={c.required ? 'forms-required' : undefined}>
        {c.required ? <span style={{ color: '#ff4d4f' }}>* </span> : null}
        {textIn(c.label, lang)}
      </span>
    ),
    render: (_: unknown, r: Row, i: number) => {
      const st = states[i];
      if (st?.hidden.has(c.id)) return null;
      const err = errors[`${f.id}[${i}].${c.id}`];
      return (
        <Form.Item style={{ margin: 0 }} validateStatus={err ? 'error' : undefined} help={err}>
          <FieldInput field={c} value={r[c.id]} disabled={readOnly || disabled || st?.disabled.has(c.id) === true} onChange={(v) => setCell(i, c.id, v)} />
        </Form.Item>
      );
    },
  }));
  const ops = readOnly
    ? []
    : [
        {
          key: '_ops',
          title: '',
          width: 70,
          render: (_: unknown, _r: Row, i: number) => (
            <a aria-disabled={disabled || rows.length <= f.minRows} onClick={() => !disabled && rows.length > f.minRows && onChange(rows.filter((_x, j) => j !== i))}>
              {t('adminForms.render.removeRow')}
            </a>
          ),
        },
      ];
  const hasTotals = f.totals.length > 0;
  return (
    <div data-table={f.id}>
      <Table<Row>
        size="small"
        bordered
        rowKey={(_r, i) => String(i)}
        dataSource={rows}
        columns={[...columns, ...ops]}
        pagination={rows.length > f.pageSize ? { pageSize: f.pageSize, size: 'small' } : false}
        scroll={{ x: 'max-content' }}
        summary={
          hasTotals
            ? () => (
                <Table.Summary.Row>
                  {f.columns.map((c, i) => (
                    <Table.Summary.Cell key={c.id} index={i}>
                      {i === 0 && !f.totals.includes(c.id) ? t('adminForms.render.total') : f.totals.includes(c.id) ? <b data-total={c.id}>{totals[c.id] ?? 0}</b> : null}
                    </Table.Summary.Cell>
                  ))}
                  {readOnly ? null : <Table.Summary.Cell index={f.columns.length} />}
                </Table.Summary.Row>
              )
            : undefined
        }
      />
      {readOnly ? null : (
        <Button size="small" style={{ marginTop: 8 }} disabled={disabled || rows.length >= f.maxRows} onClick={() => onChange([...rows, {}])}>
          {t('adminForms.render.addRow')}
        </Button>
      )}
    </div>
  );
}
