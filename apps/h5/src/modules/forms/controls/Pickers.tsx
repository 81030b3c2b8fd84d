/**
 * Wheel pickers: date, time, date-time, a single choice as a picker, cascader and region. Each
 * shows the stored value as text and opens its picker in place (inside the app's locale).
 */
import { regionTree, textIn, type CascaderOption, type RegionNode } from '@campus/api/forms';
import { CascadePicker, DatePicker, Picker } from 'antd-mobile';
import { useEffect, useState, type ReactNode } from 'react';
import { useLang, useT } from '../../../lib/i18n';
import { pickerDate } from '../../../lib/time';
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
        value={dateToPicker(p.value) ?? pickerDate(Date.now() / 1000)}
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
 * Region: province, city and district (as deep as the field asks) from the national list, loaded
 * the first time a region picker opens. Names are stored, `levels` long.
 */
export function RegionControl(p: ControlProps<FieldOf<'region'>>) {
  const [open, setOpen] = useState(false);
  const levels = p.field.levels ?? 3;
  const [tree, setTree] = useState<RegionNode[]>([]);
  useEffect(() => {
    if (!open || tree.length) return;
    let live = true;
    void regionTree(levels).then((t) => live && setTree(t));
    return () => {
      live = false;
    };
  }, [open, levels, tree.length]);
  const picked = listOf(p.value).slice(0, levels);
  return (
    <div data-testid={p.testId}>
      <Trigger text={picked.join(' / ')} disabled={p.disabled} testId={`${p.testId}-pick`} open={() => setOpen(true)}>
        <CascadePicker visible={open && tree.length > 0} options={tree} value={picked} onClose={() => setOpen(false)} onConfirm={(v) => p.onChange(listFromPicker(v))} />
      </Trigger>
    </div>
  );
}
