/** Typed-in and tapped controls: text, textarea, number, choice (radio), multi-choice. */
import { textIn } from '@campus/api/forms';
import { Checkbox, Input, Radio, Space, TextArea } from 'antd-mobile';
import { useLang, useT } from '../../../lib/i18n';
import { listOf, numberFromInput, numberToInput } from '../values';
import type { ControlProps, FieldOf } from './types';

export function TextControl(p: ControlProps<FieldOf<'text'> | FieldOf<'textarea'>>) {
  const tr = useT();
  const lang = useLang();
  const common = { value: typeof p.value === 'string' ? p.value : '', disabled: p.disabled, placeholder: textIn(p.field.placeholder, lang) || tr('h5Forms.typeHere'), maxLength: p.field.maxLength };
  const set = (v: string) => p.onChange(v === '' ? undefined : v);
  return p.field.kind === 'textarea' ? (
    <TextArea {...common} autoSize={{ minRows: 2, maxRows: 8 }} showCount={p.field.maxLength !== undefined} onChange={set} data-testid={p.testId} />
  ) : (
    <Input {...common} type={p.field.format === 'phone' ? 'tel' : p.field.format === 'email' ? 'email' : 'text'} onChange={set} data-testid={p.testId} />
  );
}

export function NumberControl(p: ControlProps<FieldOf<'number'>>) {
  const tr = useT();
  const lang = useLang();
  return (
    <div className="ff-inline">
      <Input type="text" inputMode="decimal" value={numberToInput(p.value)} disabled={p.disabled} placeholder={textIn(p.field.placeholder, lang) || tr('h5Forms.typeHere')} onChange={(v) => p.onChange(numberFromInput(v))} data-testid={p.testId} />
      {p.field.unit ? <span className="ff-unit">{textIn(p.field.unit, lang)}</span> : null}
    </div>
  );
}

/** Options as the control lists them: a data source's, else the designed ones in the reader's language. */
export function useOptions(p: ControlProps<FieldOf<'choice'> | FieldOf<'multiChoice'>>): { value: string; label: string }[] {
  const lang = useLang();
  return p.options ?? p.field.options.map((o) => ({ value: o.value, label: textIn(o.label, lang) }));
}

export function RadioControl(p: ControlProps<FieldOf<'choice'>>) {
  const options = useOptions(p);
  return (
    <Radio.Group value={typeof p.value === 'string' ? p.value : null} disabled={p.disabled} onChange={(v) => p.onChange(String(v))}>
      <Space wrap data-testid={p.testId}>
        {options.map((o) => (
          <Radio key={o.value} value={o.value}>
            {o.label}
          </Radio>
        ))}
      </Space>
    </Radio.Group>
  );
}

export function MultiControl(p: ControlProps<FieldOf<'multiChoice'>>) {
  const options = useOptions(p);
  return (
    <Checkbox.Group value={listOf(p.value)} disabled={p.disabled} onChange={(v) => p.onChange(v.length ? v.map(String) : undefined)}>
      <Space wrap data-testid={p.testId}>
        {options.map((o) => (
          <Checkbox key={o.value} value={o.value}>
            {o.label}
          </Checkbox>
        ))}
      </Space>
    </Checkbox.Group>
  );
}
