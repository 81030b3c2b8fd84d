/**
 * The console's renderer of a form schema (antd): groups in their grid, every field kind, child
 * tables with totals; linkage and computed fields through the engine's `evaluate` on each change,
 * errors (from `validateSubmission`) under their fields. Used by the designer's previews and to
 * show a submission read-only.
 */
import type { FileLink } from '@campus/api';
import { evaluate, textIn, type FormField, type FormSchema, type FormValues } from '@campus/api/forms';
import { Col, Collapse, Form, Row, Typography } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useLang } from '@/lib/lang';
import { colSpan } from '../render';
import { FieldInput } from './FieldInput';
import { FilesContext } from './FileValue';
import { TableInput } from './TableInput';

interface Props {
  schema: FormSchema;
  values: FormValues;
  onChange?: (values: FormValues) => void;
  /** Worded errors by path (render.ts errorsByPath). */
  errors?: Record<string, string>;
  /** The phone's single column. */
  narrow?: boolean;
  readOnly?: boolean;
  /** With readOnly: fields that stay editable (those a workflow step may change). */
  editable?: ReadonlySet<string>;
  today?: string;
  /** Links to the stored files of the values (the server's `files`), shown read-only. */
  files?: Record<string, FileLink>;
}

export function FormRenderer({ schema, values, onChange, errors = {}, narrow = false, readOnly = false, editable, today, files }: Props) {
  const lang = useLang();
  const ev = useMemo(() => evaluate(schema, values, { today }), [schema, values, today]);
  const set = (id: string, v: unknown) => onChange?.({ ...values, [id]: v });

  const item = (f: FormField, columns: number) => {
    if (ev.hidden.has(f.id)) return null;
    const locked = readOnly && !editable?.has(f.id);
    const disabled = locked || ev.disabled.has(f.id);
    const err = errors[f.id];
    const input =
      f.kind === 'table' ? (
        <TableInput
          field={f}
          rows={Array.isArray(ev.values[f.id]) ? (ev.values[f.id] as Record<string, unknown>[]) : []}
          states={ev.rows[f.id] ?? []}
          totals={ev.totals[f.id] ?? {}}
          errors={errors}
          readOnly={locked}
          disabled={disabled}
          onChange={(rows) => set(f.id, rows)}
        />
      ) : (
        <FieldInput field={f} value={ev.values[f.id]} disabled={disabled} onChange={(v) => set(f.id, v)} />
      );
    const label = textIn(f.label, lang);
    return (
      <Col key={f.id} span={f.kind === 'table' || f.kind === 'description' ? 24 : colSpan(f.span, columns, narrow)} data-field={f.id}>
        <Form.Item
          label={label || undefined}
          required={ev.required.has(f.id)}
          validateStatus={err ? 'error' : undefined}
          help={err}
          extra={f.help ? textIn(f.help, lang) : undefined}
        >
          {input}
        </Form.Item>
      </Col>
    );
  };

  const ungrouped = schema.fields.filter((f) => !f.group || !schema.groups.some((g) => g.id === f.group));
  const sections: ReactNode[] = [];
  if (ungrouped.length) sections.push(<Row key="_" gutter={16}>{ungrouped.map((f) => item(f, narrow ? 1 : 2))}</Row>);
  for (const g of schema.groups) {
    if (ev.hidden.has(g.id)) continue;
    const inside = schema.fields.filter((f) => f.group === g.id);
    if (!inside.length) continue;
    const body = <Row gutter={16}>{inside.map((f) => item(f, g.columns))}</Row>;
    const title = textIn(g.title, lang);
    sections.push(
      g.collapsible ? (
        <Collapse key={g.id} style={{ marginBottom: 16 }} defaultActiveKey={[g.id]} items={[{ key: g.id, label: title, children: body }]} />
      ) : (
        <div key={g.id} data-group={g.id}>
          <Typography.Title level={5}>{title}</Typography.Title>
          {g.description ? <Typography.Paragraph type="secondary">{textIn(g.description, lang)}</Typography.Paragraph> : null}
          {body}
        </div>
      ),
    );
  }
  return (
    <FilesContext.Provider value={files}>
      <Form layout="vertical" component="div">
        {schema.title ? <Typography.Title level={4}>{textIn(schema.title, lang)}</Typography.Title> : null}
        {schema.description ? <Typography.Paragraph>{textIn(schema.description, lang)}</Typography.Paragraph> : null}
        {sections}
      </Form>
    </FilesContext.Provider>
  );
}
