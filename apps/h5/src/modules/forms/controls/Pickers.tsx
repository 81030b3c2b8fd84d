/**
 * Wheel pickers: date, time, date-time, a single choice as a picker, cascader and region. Each
 * shows the stored value as text and opens its picker in place (inside the app's locale).
 */
import { textIn, type CascaderOption } from '@campus/api/forms';
import { CascadePicker, DatePicker, Input, Picker } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useLang, useT } from '../../../lib/i18n';
import { regionTree } from '../regions';
import { choiceFromPicker, choiceToPicker, dateFromPicker, datetimeFromPicker, dateToPicker, listFromPicker, listOf, timeColumns, timeFromPicker, timeToPicker } from '../values';
import { useOptions } from './Basic';
import type { ControlProps, FieldOf } from './types';

/** The tappable line that shows the value (or the placeholder) and opens a picker. */
function Trigger(p: { text: string; disabled: boolean; testId: string; open: () => void; children: ReactNode }) {
  const tr = useT();
  return (
    <>
      <button type="button" className={`ff-trigger${p.text ? '' : ' ff-placeholder'}`} disabled={p.disabled} onClick={p.open} data-testid={p.testId}>
        {p.text || tr('h5Forms.choose')}
      </button>
      {p.children}
    </>
  );
}

export function DateControl(p: ControlProps<FieldOf<'date'> | FieldOf<'datetime'>>) {
  const [open, setOpen] = useState(false);
  const withTime = p.field.kind === 'datetime';
  const min = dateToPicker(p.field.min) ?? undefined;
  const max = dateToPicker(p.field.max) ?? undefined;
  return (
    <Trigger text={typeof p.value === 'string' ? p.value : ''} disabled={p.disabled} testId={p.testId} open={() => setOpen(true)}>
      <DatePicker
        visible={open}
        precision={withTime ? 'minute' : 'day'}
        value={dateToPicker(p.value) ?? undefined}
        min={min}
        max={max}
        onClose={() => setOpen(false)}
        onConfirm={(d) => p.onChange(withTime ? datetimeFromPicker(d) : dateFromPicker(d))}
      />
    </Trigger>
  );
}

export function TimeControl(p: ControlProps<FieldOf<'time'>>) {
  const [open, setOpen] = useState(false);
  return (
    <Trigger text={typeof p.value === 'string' ? p.value : ''} disabled={p.disabled} testId={p.testId} open={() => setOpen(true)}>
      <Picker visible={open} columns={timeColumns()} value={timeToPicker(p.value)} onClose={() => setOpen(false)} onConfirm={(v) => p.onChange(timeFromPicker(v))} />
    </Trigger>
  );
}

export function SelectControl(p: ControlProps<FieldOf<'choice'>>) {
  const [open, setOpen] = useState(false);
  const options = useOptions(p);
  const label = options.find((o) => o.value === p.value)?.label ?? '';
  return (
    <Trigger text={label} disabled={p.disabled} testId={p.testId} open={() => setOpen(true)}>
      <Picker visible={open} columns={[options]} value={choiceToPicker(p.value)} onClose={() => setOpen(false)} onConfirm={(v) => p.onChange(choiceFromPicker(v))} />
    </Trigger>
  );
}

type Node = { label: string; value: string; children?: Node[] };
const localise = (list: CascaderOption[], lang: 'zh' | 'en' | 'tw'): Node[] =>
  list.map((o) => ({ label: textIn(o.label, lang), value: o.value, ...(o.children?.length ? { children: localise(o.children, lang) } : {}) }));
/** The labels along a stored path of values. */
function labelsOf(tree: Node[], path: string[]): string[] {
  const out: string[] = [];
  let level: Node[] | undefined = tree;
  for (const v of path) {
    const n: Node | undefined = level?.find((x) => x.value === v);
    out.push(n?.label ?? v);
    level = n?.children;
  }
  return out;
}

export function CascaderControl(p: ControlProps<FieldOf<'cascader'>>) {
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const tree = localise(p.field.options, lang);
  const path = listOf(p.value);
  return (
    <Trigger text={labelsOf(tree, path).join(' / ')} disabled={p.disabled} testId={p.testId} open={() => setOpen(true)}>
      <CascadePicker visible={open} options={tree} value={path} onClose={() => setOpen(false)} onConfirm={(v) => p.onChange(listFromPicker(v))} />
    </Trigger>
  );
}

/**
 * Region: province (and city) from the built-in list; the district level, when the field asks
 * for three, is typed. Names are stored, `levels` long.
 */
export function RegionControl(p: ControlProps<FieldOf<'region'>>) {
  const tr = useT();
  const [open, setOpen] = useState(false);
  const levels = p.field.levels ?? 3;
  const names = listOf(p.value);
  const picked = names.slice(0, Math.min(levels, 2));
  const setPicked = (v: string[] | undefined) => p.onChange(v ? (levels === 3 && names[2] ? [...v, names[2]] : v) : undefined);
  return (
    <div data-testid={p.testId}>
      <Trigger text={picked.join(' / ')} disabled={p.disabled} testId={`${p.testId}-pick`} open={() => setOpen(true)}>
        <CascadePicker visible={open} options={regionTree(levels)} value={picked} onClose={() => setOpen(false)} onConfirm={(v) => setPicked(listFromPicker(v))} />
      </Trigger>
      {levels === 3 && picked.length === 2 ? (
        <Input value={names[2] ?? ''} disabled={p.disabled} placeholder={tr('h5Forms.typeHere')} onChange={(d) => p.onChange(d ? [...picked, d] : picked)} data-testid={`${p.testId}-district`} />
      ) : null}
    </div>
  );
}
