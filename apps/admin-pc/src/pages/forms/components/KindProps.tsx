/** The settings a field's kind has: lengths and formats, ranges, options, a formula, a table's rows and totals. */
import { textIn, type ColumnField, type FormField } from '@campus/api/forms';
import { t } from '@campus/i18n';
import { Checkbox, Form, Input, InputNumber, Select } from 'antd';
import { useLang } from '@/lib/lang';
import { optionsText, parseOptions, setText } from '../designer';
import { ExprInput } from './ExprInput';

type Field = FormField | ColumnField;

const num = (label: string, value: number | undefined, set: (v: number | undefined) => void, opts: { min?: number; max?: number; precision?: number } = {}) => (
  <Form.Item label={label}>
    <InputNumber style={{ width: '100%' }} value={value} min={opts.min} max={opts.max} precision={opts.precision} onChange={(v) => set(v ?? undefined)} />
  </Form.Item>
);
const text = (label: string, value: string | undefined, set: (v: string | undefined) => void, type?: string) => (
  <Form.Item label={label}>
    <Input type={type} value={value ?? ''} onChange={(e) => set(e.target.value || undefined)} />
  </Form.Item>
);
const flag = (label: string, value: boolean | undefined, set: (v: true | undefined) => void) => (
  <Form.Item>
    <Checkbox checked={value === true} onChange={(e) => set(e.target.checked || undefined)}>
      {label}
    </Checkbox>
  </Form.Item>
);

export function KindProps({ field: f, onPatch }: { field: Field; onPatch: (c: Record<string, unknown>) => void }) {
  const lang = useLang();
  const p = (k: string) => (v: unknown) => onPatch({ [k]: v });
  switch (f.kind) {
    case 'text':
    case 'textarea':
      return (
        <>
          {num(t('adminForms.prop.minLength'), f.minLength, p('minLength'), { min: 0, precision: 0 })}
          {num(t('adminForms.prop.maxLength'), f.maxLength, p('maxLength'), { min: 1, precision: 0 })}
          <Form.Item label={t('adminForms.prop.format')}>
            <Select allowClear value={f.format} options={(['phone', 'email', 'idcard'] as const).map((v) => ({ value: v, label: t(`adminForms.format.${v}`) }))} onChange={p('format')} />
          </Form.Item>
          <Form.Item label={t('adminForms.prop.pattern')}>
            <Input value={f.pattern?.regex ?? ''} style={{ fontFamily: 'monospace' }} onChange={(e) => onPatch({ pattern: e.target.value ? { ...f.pattern, regex: e.target.value } : undefined })} />
          </Form.Item>
        </>
      );
    case 'number':
      return (
        <>
          {num(t('adminForms.prop.min'), f.min, p('min'))}
          {num(t('adminForms.prop.max'), f.max, p('max'))}
          {num(t('adminForms.prop.precision'), f.precision, p('precision'), { min: 0, max: 6, precision: 0 })}
          <Form.Item label={t('adminForms.prop.unit')}>
            <Input value={textIn(f.unit, lang)} onChange={(e) => onPatch({ unit: e.target.value ? setText(f.unit, lang, e.target.value) : undefined })} />
          </Form.Item>
        </>
      );
    case 'date':
    case 'time':
      return (
        <>
          {text(t('adminForms.prop.min'), f.min, p('min'), f.kind)}
          {text(t('adminForms.prop.max'), f.max, p('max'), f.kind)}
        </>
      );
    case 'choice':
    case 'multiChoice':
      return (
        <>
          <Form.Item label={t('adminForms.prop.options')} tooltip={t('adminForms.prop.optionsHint')}>
            {/* Keyed by the options so typing is not undone while a line is half written. */}
            <Input.TextArea
              key={f.id}
              rows={4}
              defaultValue={optionsText(f.options, lang)}
              onBlur={(e) => onPatch({ options: parseOptions(e.target.value).map((o) => ({ value: o.value, label: setText(f.options.find((x) => x.value === o.value)?.label, lang, o.label) })) })}
            />
          </Form.Item>
          {f.kind === 'choice' ? (
            <Form.Item label={t('adminForms.prop.display')}>
              <Select allowClear value={f.display} options={(['radio', 'select'] as const).map((v) => ({ value: v, label: t(`adminForms.display.${v}`) }))} onChange={p('display')} />
            </Form.Item>
          ) : (
            <>
              {num(t('adminForms.prop.minItems'), f.minItems, p('minItems'), { min: 0, precision: 0 })}
              {num(t('adminForms.prop.maxItems'), f.maxItems, p('maxItems'), { min: 1, precision: 0 })}
            </>
          )}
        </>
      );
    case 'region':
      return num(t('adminForms.prop.levels'), f.levels, (v) => onPatch({ levels: v ?? 3 }), { min: 1, max: 3, precision: 0 });
    case 'person':
    case 'department':
      return flag(t('adminForms.prop.multiple'), f.multiple, (v) => onPatch({ multiple: v }));
    case 'location':
      return flag(t('adminForms.prop.requirePosition'), f.requirePosition, (v) => onPatch({ requirePosition: v }));
    case 'upload':
      return (
        <>
          {num(t('adminForms.prop.maxFiles'), f.maxFiles, (v) => onPatch({ maxFiles: v ?? 1 }), { min: 1, max: 20, precision: 0 })}
          <Form.Item label={t('adminForms.prop.accept')}>
            <Input value={(f.accept ?? []).join(', ')} onChange={(e) => onPatch({ accept: e.target.value.split(/[,\s]+/).map((s) => s.trim().toLowerCase().replace(/^\./, '')).filter(Boolean) })} />
          </Form.Item>
        </>
      );
    case 'description':
      return (
        <Form.Item label={t('adminForms.prop.content')}>
          <Input.TextArea rows={4} value={textIn(f.content, lang)} onChange={(e) => onPatch({ content: setText(f.content, lang, e.target.value) })} />
        </Form.Item>
      );
    case 'computed':
      return (
        <>
          <Form.Item label={t('adminForms.prop.expr')} tooltip={t('adminForms.prop.exprHint')}>
            <ExprInput value={f.expr} onChange={(v) => onPatch({ expr: v })} testId="prop-expr" />
          </Form.Item>
          {num(t('adminForms.prop.precision'), f.precision, p('precision'), { min: 0, max: 6, precision: 0 })}
        </>
      );
    case 'table':
      return (
        <>
          {num(t('adminForms.prop.minRows'), f.minRows, (v) => onPatch({ minRows: v ?? 0 }), { min: 0, max: 500, precision: 0 })}
          {num(t('adminForms.prop.maxRows'), f.maxRows, (v) => onPatch({ maxRows: v ?? 100 }), { min: 1, max: 500, precision: 0 })}
          <Form.Item label={t('adminForms.prop.totals')}>
            <Select
              mode="multiple"
              value={f.totals}
              options={f.columns.filter((c) => c.kind === 'number' || c.kind === 'computed').map((c) => ({ value: c.id, label: textIn(c.label, lang) || c.id }))}
              onChange={(v) => onPatch({ totals: v })}
            />
          </Form.Item>
        </>
      );
    default:
      return null;
  }
}
