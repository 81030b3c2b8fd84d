/**
 * The client-side form state of spec section 3, framework-free: a reducer and selectors that
 * the H5 (antd-mobile) and the console (antd) renderers both drive, e.g. through React's
 * useReducer. Per form: its schema, values, the data-source "plugins" and their runs, print
 * settings, warnings and its status — 1 (initialising) while data sources flagged `runAtStart`
 * are running, 2 (ready) once every one has run (done or failed), or 2 at once when none is
 * flagged. Shared: the loading counter, child-table page info and the cell selection. A
 * separate `isActive` flag is the spec's second state.
 */
import { evaluate, initialValues, type EvalOptions, type Evaluation } from './evaluate.js';
import type { DataSource, FormSchema, FormValues, PrintSettings } from './schema.js';

export type FormStatus = 1 | 2;
export type SourceRun = 'idle' | 'running' | 'done' | 'failed';
export interface Cell {
  row: number;
  col: number;
}
export interface CellSelection {
  tableId: string;
  start: Cell;
  end: Cell;
  /** Ids (`_id`) of the rows selected. */
  ids: string[];
}
export interface TablePage {
  current: number;
  pageSize: number;
}
/** A warning shown above the form (a data source that failed, an edit another tab made...). */
export interface FormWarning {
  key: string;
  params: Record<string, string | number>;
}
export interface OneForm {
  schema: FormSchema;
  values: FormValues;
  /** The data-source plugins of the form (the spec's plugin definitions per form). */
  plugins: DataSource[];
  runs: Record<string, SourceRun>;
  /** Options a data source filled, by field id. */
  options: Record<string, { value: string; label: string }[]>;
  print: PrintSettings;
  status: FormStatus;
  loaded: boolean;
  warnings: FormWarning[];
}
export interface FormsState {
  forms: Record<string, OneForm>;
  /** Requests under way; the apps show a spinner while it is above 0. */
  loading: number;
  /** Page of each child table in the console (by form id and table id: `formId/tableId`). */
  tablePages: Record<string, TablePage>;
  selection: CellSelection | null;
}
export interface ActiveState {
  isActive: boolean;
}

export const initialFormsState: FormsState = { forms: {}, loading: 0, tablePages: {}, selection: null };

export type FormsAction =
  /** Opens a form: with saved values (a draft, a submission to edit) or the schema's initial values. */
  | { type: 'load'; formId: string; schema: FormSchema; values?: FormValues }
  | { type: 'unload'; formId: string }
  | { type: 'sourceStart'; formId: string; sourceId: string }
  /** `data` is the source's answer; each of its `apply` entries fills a value or a list of options. */
  | { type: 'sourceDone'; formId: string; sourceId: string; data: unknown }
  | { type: 'sourceFailed'; formId: string; sourceId: string; warning?: FormWarning }
  | { type: 'setValue'; formId: string; field: string; value: unknown }
  | { type: 'addRow'; formId: string; tableId: string; row?: Record<string, unknown> }
  | { type: 'removeRows'; formId: string; tableId: string; ids: string[] }
  | { type: 'setCell'; formId: string; tableId: string; rowId: string; col: string; value: unknown }
  | { type: 'loadingStart' }
  /** The client sends this 300 ms after a request ends (spec); it never goes below 0. */
  | { type: 'loadingEnd' }
  | { type: 'tablePage'; formId: string; tableId: string; page: TablePage }
  | { type: 'select'; selection: CellSelection }
  | { type: 'clearSelection' }
  | { type: 'warn'; formId: string; warning: FormWarning }
  | { type: 'clearWarnings'; formId: string };

type Row = Record<string, unknown>;
let rowSeq = 0;
/** Rows carry a client-side `_id` for selection and keys; validation leaves it out of the record. */
const newRowId = () => `r${Date.now().toString(36)}${(rowSeq++).toString(36)}`;
const withIds = (schema: FormSchema, values: FormValues): FormValues => {
  const out = { ...values };
  for (const f of schema.fields) {
    if (f.kind !== 'table') continue;
    const rows = Array.isArray(out[f.id]) ? (out[f.id] as Row[]) : [];
    out[f.id] = rows.map((r) => (typeof r._id === 'string' ? r : { ...r, _id: newRowId() }));
  }
  return out;
};

/** Reads a dotted path (`data.list`, `department.name`) of an answer; '' is the answer itself. */
export function pick(data: unknown, path: string): unknown {
  if (!path) return data;
  let v: unknown = data;
  for (const k of path.split('.')) {
    if (typeof v !== 'object' || v === null) return undefined;
    v = (v as Row)[k];
  }
  return v;
}

const startSources = (schema: FormSchema) => schema.dataSources.filter((s) => s.runAtStart);
/** Ready when every start-up source has run, successfully or not (a failure is a warning, not a stuck form). */
const statusOf = (f: Pick<OneForm, 'plugins' | 'runs'>): FormStatus =>
  f.plugins.filter((p) => p.runAtStart).every((p) => f.runs[p.id] === 'done' || f.runs[p.id] === 'failed') ? 2 : 1;

function applySource(f: OneForm, source: DataSource, data: unknown): OneForm {
  const values = { ...f.values };
  const options = { ...f.options };
  for (const a of source.apply) {
    if (a.mode === 'value') {
      const v = pick(data, a.path);
      const cur = values[a.target];
      if (v !== undefined && (source.overwrite || cur === undefined || cur === null || cur === '')) values[a.target] = v;
    } else {
      const list = pick(data, a.list);
      if (Array.isArray(list)) options[a.target] = list.map((x) => ({ value: String(pick(x, a.value) ?? ''), label: String(pick(x, a.label) ?? '') })).filter((o) => o.value !== '');
    }
  }
  return { ...f, values, options };
}

function update(s: FormsState, formId: string, fn: (f: OneForm) => OneForm): FormsState {
  const f = s.forms[formId];
  return f ? { ...s, forms: { ...s.forms, [formId]: fn(f) } } : s;
}
const rowsOf = (f: OneForm, tableId: string): Row[] => (Array.isArray(f.values[tableId]) ? (f.values[tableId] as Row[]) : []);

export function formsReducer(s: FormsState, a: FormsAction): FormsState {
  switch (a.type) {
    case 'load': {
      const plugins = a.schema.dataSources;
      const runs = Object.fromEntries(plugins.map((p) => [p.id, 'idle' as SourceRun]));
      const form: OneForm = { schema: a.schema, values: withIds(a.schema, a.values ?? initialValues(a.schema)), plugins, runs, options: {}, print: a.schema.print, status: startSources(a.schema).length ? 1 : 2, loaded: true, warnings: [] };
      return { ...s, forms: { ...s.forms, [a.formId]: form } };
    }
    case 'unload': {
      const forms = { ...s.forms };
      delete forms[a.formId];
      return { ...s, forms, selection: null };
    }
    case 'sourceStart':
      return update(s, a.formId, (f) => ({ ...f, runs: { ...f.runs, [a.sourceId]: 'running' } }));
    case 'sourceDone':
      return update(s, a.formId, (f) => {
        const src = f.plugins.find((p) => p.id === a.sourceId);
        if (!src) return f;
        const next = { ...applySource(f, src, a.data), runs: { ...f.runs, [a.sourceId]: 'done' as SourceRun } };
        return { ...next, status: f.status === 2 ? 2 : statusOf(next) };
      });
    case 'sourceFailed':
      return update(s, a.formId, (f) => {
        const next = { ...f, runs: { ...f.runs, [a.sourceId]: 'failed' as SourceRun }, warnings: [...f.warnings, a.warning ?? { key: 'forms.warning.sourceFailed', params: { source: a.sourceId } }] };
        return { ...next, status: f.status === 2 ? 2 : statusOf(next) };
      });
    case 'setValue':
      return update(s, a.formId, (f) => ({ ...f, values: { ...f.values, [a.field]: a.value } }));
    case 'addRow':
      return update(s, a.formId, (f) => ({ ...f, values: { ...f.values, [a.tableId]: [...rowsOf(f, a.tableId), { ...(a.row ?? {}), _id: newRowId() }] } }));
    case 'removeRows': {
      const next = update(s, a.formId, (f) => ({ ...f, values: { ...f.values, [a.tableId]: rowsOf(f, a.tableId).filter((r) => !a.ids.includes(String(r._id))) } }));
      return s.selection?.tableId === a.tableId ? { ...next, selection: null } : next;
    }
    case 'setCell':
      return update(s, a.formId, (f) => ({ ...f, values: { ...f.values, [a.tableId]: rowsOf(f, a.tableId).map((r) => (r._id === a.rowId ? { ...r, [a.col]: a.value } : r)) } }));
    case 'loadingStart':
      return { ...s, loading: s.loading + 1 };
    case 'loadingEnd':
      return s.loading > 0 ? { ...s, loading: s.loading - 1 } : s;
    case 'tablePage':
      return { ...s, tablePages: { ...s.tablePages, [`${a.formId}/${a.tableId}`]: a.page } };
    case 'select':
      return { ...s, selection: a.selection };
    case 'clearSelection':
      return { ...s, selection: null };
    case 'warn':
      return update(s, a.formId, (f) => ({ ...f, warnings: [...f.warnings, a.warning] }));
    case 'clearWarnings':
      return update(s, a.formId, (f) => ({ ...f, warnings: [] }));
  }
}

export type ActiveAction = { type: 'setActive'; isActive: boolean };
export const activeReducer = (_s: ActiveState, a: ActiveAction): ActiveState => ({ isActive: a.isActive });

// Selectors. Evaluations are memoised per values object, so a render reads them for free.
const evalCache = new WeakMap<FormValues, Evaluation>();

export const selectForm = (s: FormsState, formId: string): OneForm | undefined => s.forms[formId];
export const selectStatus = (s: FormsState, formId: string): FormStatus | undefined => s.forms[formId]?.status;
export const selectReady = (s: FormsState, formId: string): boolean => s.forms[formId]?.status === 2;
export const selectLoading = (s: FormsState): boolean => s.loading > 0;
/** Sources to start now: the start-up ones that have not run yet (a renderer calls this once loaded). */
export const selectPendingStart = (s: FormsState, formId: string): DataSource[] => {
  const f = s.forms[formId];
  return f ? f.plugins.filter((p) => p.runAtStart && f.runs[p.id] === 'idle') : [];
};
/** Sources to run again after `field` changed. */
export const selectRerun = (s: FormsState, formId: string, field: string): DataSource[] => s.forms[formId]?.plugins.filter((p) => p.rerunOn.includes(field)) ?? [];
export function selectEvaluation(s: FormsState, formId: string, opts?: EvalOptions): Evaluation | undefined {
  const f = s.forms[formId];
  if (!f) return undefined;
  let ev = evalCache.get(f.values);
  if (!ev) {
    ev = evaluate(f.schema, f.values, opts);
    evalCache.set(f.values, ev);
  }
  return ev;
}
/** The rows of a child table the current page shows, with their absolute indexes. */
export function selectTablePage(s: FormsState, formId: string, tableId: string): { rows: { index: number; row: Row }[]; page: TablePage; total: number } {
  const f = s.forms[formId];
  const field = f?.schema.fields.find((x) => x.id === tableId);
  const page = s.tablePages[`${formId}/${tableId}`] ?? { current: 1, pageSize: field?.kind === 'table' ? field.pageSize : 10 };
  const all = f ? rowsOf(f, tableId) : [];
  const from = (page.current - 1) * page.pageSize;
  return { rows: all.slice(from, from + page.pageSize).map((row, i) => ({ index: from + i, row })), page, total: all.length };
}
/** Whether a cell is inside the current selection rectangle. */
export function selectCellSelected(s: FormsState, tableId: string, cell: Cell): boolean {
  const sel = s.selection;
  if (!sel || sel.tableId !== tableId) return false;
  const [r0, r1] = [Math.min(sel.start.row, sel.end.row), Math.max(sel.start.row, sel.end.row)];
  const [c0, c1] = [Math.min(sel.start.col, sel.end.col), Math.max(sel.start.col, sel.end.col)];
  return cell.row >= r0 && cell.row <= r1 && cell.col >= c0 && cell.col <= c1;
}
