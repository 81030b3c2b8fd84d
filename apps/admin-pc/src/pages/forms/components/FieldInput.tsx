/**
 * One field's input in the antd renderer, by kind. Dates and times use the browser's own inputs,
 * whose values are already the engine's texts (YYYY-MM-DD, HH:mm, YYYY-MM-DDTHH:mm). People,
 * departments, files, signatures, places and regions have their own inputs, which store exactly
 * what the phone's controls store (values.ts); read-only, they show what was picked.
 */
import { textIn, type CascaderOption, type ColumnField, type FormField } from '@campus/api/forms';
import { Cascader, Checkbox, Input, InputNumber, Radio, Select, Typography } from 'antd';
import { useLang } from '@/lib/lang';
import { plainOf, refNames } from '../render';
import { placeText } from '../values';
import { FileValue } from './FileValue';
import { LocationInput } from './LocationInput';
import { RefInput } from './RefInput';
import { RegionInput } from './RegionInput';
import { SignatureInput } from './SignatureInput';
import { UploadInput } from './UploadInput';

type Field = FormField | ColumnField;

interface Props {
  field: Field;
  value: unknown;
  onChange: (v: unknown) => void;
  disabled: boolean;
  /** Options a data source filled, in place of the schema's. */
  id?: string;
}

/** What a read-only pick shows: its names or address, or a dash. */
const shown = (text: string) => (text ? <span>{text}</span> : <Typography.Text type="secondary">—</Typography.Text>);
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const strs = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

function cascade(list: CascaderOption[], lang: 'zh' | 'en' | 'tw'): { value: string; label: string; children?: ReturnType<typeof cascade> }[] {
  return list.map((o) => ({ value: o.value, label: textIn(o.label, lang), children: o.children ? cascade(o.children, lang) : undefined }));
}

export function FieldInput({ field: f, value, onChange, disabled, id }: Props) {
  const lang = useLang();
  const placeholder = textIn(f.placeholder, lang) || undefined;
  const common = { id, disabled, placeholder };
  switch (f.kind) {
    case 'text':
      return <Input {...common} value={str(value)} maxLength={f.maxLength} onChange={(e) => onChange(e.target.value)} />;
    case 'textarea':
      return <Input.TextArea {...common} rows={3} value={str(value)} maxLength={f.maxLength} onChange={(e) => onChange(e.target.value)} />;
    case 'number':
      return (
        <InputNumber
          {...common}
          style={{ width: '100%' }}
          value={typeof value === 'number' ? value : null}
          min={f.min}
          max={f.max}
          precision={f.precision}
          addonAfter={f.unit ? textIn(f.unit, lang) : undefined}
          onChange={(v) => onChange(v ?? undefined)}
        />
      );
    case 'date':
      return <Input {...common} type="date" value={str(value)} min={f.min} max={f.max} onChange={(e) => onChange(e.target.value)} />;
    case 'time':
      return <Input {...common} type="time" value={str(value)} min={f.min} max={f.max} onChange={(e) => onChange(e.target.value)} />;
    case 'datetime':
      return <Input {...common} type="datetime-local" value={str(value).replace(' ', 'T')} onChange={(e) => onChange(e.target.value.replace('T', ' '))} />;
    case 'choice': {
      const options = f.options.map((o) => ({ value: o.value, label: textIn(o.label, lang) }));
      const radio = f.display === 'radio' || (f.display === undefined && options.length <= 6);
      return radio ? (
        <Radio.Group id={id} disabled={disabled} value={str(value) || undefined} options={options} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <Select {...common} allowClear style={{ width: '100%' }} value={str(value) || undefined} options={options} onChange={(v) => onChange(v)} />
      );
    }
    case 'multiChoice':
      return <Checkbox.Group disabled={disabled} value={strs(value)} options={f.options.map((o) => ({ value: o.value, label: textIn(o.label, lang) }))} onChange={(v) => onChange(v)} />;
    case 'cascader':
      return <Cascader {...common} style={{ width: '100%' }} value={strs(value)} options={cascade(f.options, lang)} onChange={(v) => onChange(v ?? [])} />;
    case 'region':
      return <RegionInput field={f} id={id} placeholder={placeholder} disabled={disabled} value={value} onChange={onChange} />;
    case 'person':
    case 'department':
      return disabled ? shown(refNames(value)) : <RefInput field={f} id={id} value={value} onChange={onChange} />;
    case 'upload':
      return disabled ? <FileValue value={value} signature={false} /> : <UploadInput field={f} id={id} value={value} onChange={onChange} />;
    case 'signature':
      return disabled ? <FileValue value={value} signature /> : <SignatureInput fieldId={f.id} id={id} value={value} onChange={onChange} />;
    case 'location':
      return disabled ? shown(placeText(value)) : <LocationInput fieldId={f.id} id={id} placeholder={placeholder} value={value} onChange={onChange} needsPosition={f.requirePosition === true} />;
    case 'description':
      return <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{plainOf(textIn(f.content, lang))}</Typography.Paragraph>;
    case 'computed': {
      const shown = value === undefined || value === null || value === '' ? '—' : String(value);
      return (
        <span data-computed={f.id}>
          {shown}
          {f.unit ? ` ${textIn(f.unit, lang)}` : ''}
        </span>
      );
    }
    default:
      return null;
  }
}
