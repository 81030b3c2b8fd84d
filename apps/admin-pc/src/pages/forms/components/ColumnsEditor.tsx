/** A child table's columns: add one of a kind, reorder, remove, and edit the chosen one with the same property panel. */
import { textIn, type FieldKind, type FormSchema, type TableField } from '@campus/api/forms';
import { t } from '@campus/i18n';
import { Button, Card, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useLang } from '@/lib/lang';
import { idsOf, move, newColumn, patch, PALETTE, removeField, renameField, updateField } from '../designer';
import { FieldProps } from './FieldProps';

type ColumnKind = Exclude<FieldKind, 'table'>;

export function ColumnsEditor({ schema, table, onSchema }: { schema: FormSchema; table: TableField; onSchema: (s: FormSchema) => void }) {
  const lang = useLang();
  const [kind, setKind] = useState<ColumnKind>('text');
  const [open, setOpen] = useState<string | null>(null);
  const setColumns = (columns: TableField['columns']) => onSchema({ ...schema, fields: schema.fields.map((f) => (f.id === table.id ? { ...table, columns } : f)) });
  const column = table.columns.find((c) => c.id === open);
  return (
    <Card size="small" title={t('adminForms.columns')} data-testid="columns-editor">
      {table.columns.map((c, i) => (
        <div key={c.id} data-column-row={c.id} style={{ display: 'flex', gap: 6, alignItems: 'center', marginBottom: 4 }}>
          <a style={{ flex: 1 }} onClick={() => setOpen(open === c.id ? null : c.id)}>
            {textIn(c.label, lang) || c.id} <span style={{ color: '#999', fontSize: 12 }}>{c.id}</span>
          </a>
          <Tag>{t(`adminForms.kind.${c.kind}`)}</Tag>
          <Button size="small" type="text" disabled={i === 0} onClick={() => setColumns(move(table.columns, i, i - 1))}>
            ↑
          </Button>
          <Button size="small" type="text" danger disabled={table.columns.length <= 1} onClick={() => onSchema(removeField(schema, c.id))}>
            {t('adminForms.remove')}
          </Button>
        </div>
      ))}
      <Space.Compact style={{ width: '100%', marginTop: 4 }}>
        <Select<ColumnKind>
          style={{ flex: 1 }}
          value={kind}
          data-testid="column-kind"
          options={PALETTE.filter((k): k is ColumnKind => k !== 'table').map((k) => ({ value: k, label: t(`adminForms.kind.${k}`) }))}
          onChange={setKind}
        />
        <Button
          data-testid="add-column"
          onClick={() => {
            const c = newColumn(kind, idsOf(schema), t(`adminForms.kind.${kind}`));
            setColumns([...table.columns, c]);
            setOpen(c.id);
          }}
        >
          {t('adminForms.addColumn')}
        </Button>
      </Space.Compact>
      {column ? (
        <div style={{ marginTop: 12, borderTop: '1px solid #f0f0f0', paddingTop: 8 }}>
          <FieldProps
            schema={schema}
            field={column}
            isColumn
            onSchema={onSchema}
            onPatch={(ch) => onSchema(updateField(schema, column.id, (x) => patch(x, ch)))}
            onRename={(to) => {
              onSchema(renameField(schema, column.id, to));
              setOpen(to);
            }}
          />
        </div>
      ) : null}
    </Card>
  );
}
