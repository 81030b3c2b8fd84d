/**
 * The property panel of one field (or table column): id, label, the common settings, then what
 * its kind has (KindProps); a table also edits its columns (ColumnsEditor).
 */
import { textIn, type ColumnField, type FormField, type FormSchema } from '@campus/api/forms';
import { t } from '@campus/i18n';
import { Checkbox, Form, Input, InputNumber, Select } from 'antd';
import { useLang } from '@/lib/lang';
import { setText } from '../designer';
import { ColumnsEditor } from './ColumnsEditor';
import { KindProps } from './KindProps';

type Field = FormField | ColumnField;

interface Props {
  schema: FormSchema;
  field: Field;
  /** A column of a table: no group, span or columns of its own. */
  isColumn?: boolean;
  onPatch: (changes: Record<string, unknown>) => void;
  onRename: (to: string) => void;
  onSchema: (s: FormSchema) => void;
}

const ID = /^[A-Za-z_][A-Za-z0-9_]{0,39}$/;

export function FieldProps({ schema, field: f, isColumn = false, onPatch, onRename, onSchema }: Props) {
  const lang = useLang();
  return (
    <Form layout="vertical" size="small" component="div" data-testid={isColumn ? 'column-props' : 'field-props'}>
      <Form.Item label={t('adminForms.prop.id')} tooltip={t('adminForms.prop.idHint')}>
        {/* Renamed on blur so a half-typed id never collides with another. */}
        <Input
          key={f.id}
          defaultValue={f.id}
          data-prop="id"
          onBlur={(e) => {
            const v = e.target.value.trim();
            if (v !== f.id && ID.test(v)) onRename(v);
            else e.target.value = f.id;
          }}
        />
      </Form.Item>
      <Form.Item label={t('adminForms.prop.label')}>
        <Input data-prop="label" value={textIn(f.label, lang)} onChange={(e) => onPatch({ label: setText(f.label, lang, e.target.value) })} />
      </Form.Item>
      {f.kind !== 'description' && f.kind !== 'computed' && f.kind !== 'table' ? (
        <Form.Item label={t('adminForms.prop.placeholder')}>
          <Input value={textIn(f.placeholder, lang)} onChange={(e) => onPatch({ placeholder: e.target.value ? setText(f.placeholder, lang, e.target.value) : undefined })} />
        </Form.Item>
      ) : null}
      <Form.Item label={t('adminForms.prop.help')}>
        <Input value={textIn(f.help, lang)} onChange={(e) => onPatch({ help: e.target.value ? setText(f.help, lang, e.target.value) : undefined })} />
      </Form.Item>
      <Form.Item>
        <Checkbox data-prop="required" checked={f.required === true} onChange={(e) => onPatch({ required: e.target.checked || undefined })}>
          {t('adminForms.prop.required')}
        </Checkbox>
        <Checkbox checked={f.hidden === true} onChange={(e) => onPatch({ hidden: e.target.checked || undefined })}>
          {t('adminForms.prop.hidden')}
        </Checkbox>
        <Checkbox checked={f.readonly === true} onChange={(e) => onPatch({ readonly: e.target.checked || undefined })}>
          {t('adminForms.prop.readonly')}
        </Checkbox>
        <Checkbox checked={f.noPrint === true} onChange={(e) => onPatch({ noPrint: e.target.checked || undefined })}>
          {t('adminForms.prop.noPrint')}
        </Checkbox>
      </Form.Item>
      {isColumn ? null : (
        <>
          <Form.Item label={t('adminForms.prop.group')}>
            <Select
              allowClear
              value={f.group}
              placeholder={t('adminForms.prop.noGroup')}
              options={schema.groups.map((g) => ({ value: g.id, label: textIn(g.title, lang) || g.id }))}
              onChange={(v) => onPatch({ group: v })}
            />
          </Form.Item>
          <Form.Item label={t('adminForms.prop.span')}>
            <InputNumber min={1} max={4} precision={0} value={f.span} onChange={(v) => onPatch({ span: v ?? undefined })} />
          </Form.Item>
        </>
      )}
      <KindProps field={f} onPatch={onPatch} />
      {f.kind === 'table' ? <ColumnsEditor schema={schema} table={f} onSchema={onSchema} /> : null}
    </Form>
  );
}
