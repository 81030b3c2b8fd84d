/**
 * A form's definition: the JSON a designer publishes and both renderers and the server read.
 * `formSchema` checks its shape; `checkSchema` (check.ts) checks what shape cannot: that every
 * formula parses and names real fields, and that computed fields and linkage have no cycles.
 * Bump FORM_SCHEMA_VERSION when a change would read an old stored schema differently.
 */
import { z } from 'zod';

export const FORM_SCHEMA_VERSION = 1;

/** Field, group and column ids: usable as names in formulas, unique in the whole schema. */
export const fieldId = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,39}$/, 'an identifier: letters, digits, _');
/** Designer-written text: one text, or per language (zh required; en and tw fall back to it). */
export const localText = z.union([
  z.string().max(2000),
  z.object({ zh: z.string().max(2000), en: z.string().max(2000).optional(), tw: z.string().max(2000).optional() }),
]);
export type LocalText = z.infer<typeof localText>;
/** A formula in the expression language (expr.ts), parsed and checked on publish. */
const formula = z.string().min(1).max(2000);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

export const option = z.object({ value: z.string().min(1).max(100), label: localText });
export type FormOption = z.infer<typeof option>;

export interface CascaderOption {
  value: string;
  label: LocalText;
  children?: CascaderOption[];
}
export const cascaderOption: z.ZodType<CascaderOption> = z.lazy(() =>
  z.object({ value: z.string().min(1).max(100), label: localText, children: z.array(cascaderOption).max(500).optional() }),
);

const base = {
  id: fieldId,
  label: localText,
  help: localText.optional(),
  placeholder: localText.optional(),
  /** The layout group it sits in (groups.ts order is the page order; fields keep their order inside). */
  group: fieldId.optional(),
  required: z.boolean().optional(),
  /** Hidden until a linkage rule shows it. */
  hidden: z.boolean().optional(),
  /** Shown but not editable by the person filling in (its default or a data source fills it). */
  readonly: z.boolean().optional(),
  /** Columns of a 4-column desktop grid it spans; the phone always uses the full width. */
  span: z.number().int().min(1).max(4).optional(),
  /** Left out of the print view. */
  noPrint: z.boolean().optional(),
};

const textField = z.object({
  ...base,
  kind: z.enum(['text', 'textarea']),
  default: z.string().max(2000).optional(),
  minLength: z.number().int().min(0).max(20000).optional(),
  maxLength: z.number().int().min(1).max(20000).optional(),
  /** A preset check for common formats. */
  format: z.enum(['phone', 'email', 'idcard']).optional(),
  /** A regular expression the whole text must match, with the message shown when it does not. */
  pattern: z.object({ regex: z.string().min(1).max(200), message: localText.optional() }).optional(),
});
const numberField = z.object({
  ...base,
  kind: z.literal('number'),
  default: z.number().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  /** Decimal places allowed (0 = whole numbers). */
  precision: z.number().int().min(0).max(6).optional(),
  unit: localText.optional(),
});
const dateField = z.object({
  ...base,
  kind: z.literal('date'),
  default: z.string().regex(DATE).optional(),
  min: z.string().regex(DATE).optional(),
  max: z.string().regex(DATE).optional(),
});
const timeField = z.object({
  ...base,
  kind: z.literal('time'),
  default: z.string().regex(TIME).optional(),
  min: z.string().regex(TIME).optional(),
  max: z.string().regex(TIME).optional(),
});
const datetimeField = z.object({
  ...base,
  kind: z.literal('datetime'),
  min: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/).optional(),
  max: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/).optional(),
});
const choiceField = z.object({
  ...base,
  kind: z.literal('choice'),
  options: z.array(option).max(500).default([]),
  default: z.string().max(100).optional(),
  /** radio buttons or a picker; renderers choose a picker past ~6 options when unset. */
  display: z.enum(['radio', 'select']).optional(),
});
const multiChoiceField = z.object({
  ...base,
  kind: z.literal('multiChoice'),
  options: z.array(option).max(500).default([]),
  default: z.array(z.string().max(100)).optional(),
  minItems: z.number().int().min(0).max(500).optional(),
  maxItems: z.number().int().min(1).max(500).optional(),
});
const cascaderField = z.object({ ...base, kind: z.literal('cascader'), options: z.array(cascaderOption).max(500) });
/** Administrative region: value is the names from the province down, `levels` long. */
const regionField = z.object({ ...base, kind: z.literal('region'), levels: z.number().int().min(1).max(3).default(3) });
const personField = z.object({ ...base, kind: z.enum(['person', 'department']), multiple: z.boolean().optional(), maxItems: z.number().int().min(1).max(200).optional() });
const uploadField = z.object({
  ...base,
  kind: z.literal('upload'),
  maxFiles: z.number().int().min(1).max(20).default(1),
  /** File name extensions accepted, lower case without the dot; empty = any the upload module takes. */
  accept: z.array(z.string().regex(/^[a-z0-9]{1,10}$/)).max(20).optional(),
});
const signatureField = z.object({ ...base, kind: z.literal('signature') });
/** A place: an address, with coordinates when the device gives a position (place.ts). */
const locationField = z.object({
  ...base,
  kind: z.literal('location'),
  /** The place must carry coordinates (the phone's position): an address alone is refused (`forms.error.position`). */
  requirePosition: z.boolean().optional(),
});
/** Display only: rich text shown in the form (HTML, sanitised by the renderer); never a value. */
const descriptionField = z.object({ ...base, kind: z.literal('description'), content: localText });
const computedField = z.object({
  ...base,
  kind: z.literal('computed'),
  expr: formula,
  /** Decimal places shown and stored for a number result. */
  precision: z.number().int().min(0).max(6).optional(),
  unit: localText.optional(),
});

const leafFields = [
  textField, numberField, dateField, timeField, datetimeField, choiceField, multiChoiceField, cascaderField,
  regionField, personField, uploadField, signatureField, locationField, descriptionField, computedField,
] as const;
/** A column of a child table: any field but another table. */
export const columnSchema = z.discriminatedUnion('kind', leafFields);
export type ColumnField = z.infer<typeof columnSchema>;

export const linkageAction = z.object({
  do: z.enum(['show', 'hide', 'require', 'disable', 'set']),
  /** A field, a group or (in a table's rowLinkage) a column. */
  target: fieldId,
  /** For `set`: the formula whose value the target takes. */
  value: formula.optional(),
});
export const linkageRule = z.object({ id: fieldId, when: formula, actions: z.array(linkageAction).min(1).max(50) });
export type LinkageRule = z.infer<typeof linkageRule>;

/**
 * A check across fields: when `when` holds (or always), `assert` must hold, else the error is
 * reported on `field` with the rule's message (`end >= start` reported on `end`).
 */
export const validationRule = z.object({ id: fieldId, when: formula.optional(), assert: formula, field: fieldId, message: localText.optional() });
export type ValidationRule = z.infer<typeof validationRule>;

const tableField = z.object({
  ...base,
  kind: z.literal('table'),
  columns: z.array(columnSchema).min(1).max(40),
  minRows: z.number().int().min(0).max(500).default(0),
  maxRows: z.number().int().min(1).max(500).default(100),
  /** Columns (number or computed) whose totals are shown under the table (and are `sum(t.col)`). */
  totals: z.array(fieldId).max(40).default([]),
  /** Formulas see the row's columns by name and the form's other fields. */
  rowRules: z.array(validationRule).max(50).default([]),
  rowLinkage: z.array(linkageRule).max(50).default([]),
  /** Rows a page shows in the console's table (the phone shows cards). */
  pageSize: z.number().int().min(5).max(100).default(10),
});

export const fieldSchema = z.discriminatedUnion('kind', [...leafFields, tableField]);
export type FormField = z.infer<typeof fieldSchema>;
export type FieldKind = FormField['kind'];
export type TableField = z.infer<typeof tableField>;

export const groupSchema = z.object({
  id: fieldId,
  title: localText,
  description: localText.optional(),
  collapsible: z.boolean().optional(),
  /** Columns of the desktop grid (the phone stacks). */
  columns: z.number().int().min(1).max(4).default(2),
});
export type FormGroup = z.infer<typeof groupSchema>;

/** Where a data source reads: a GET endpoint of the portal (by contract name), or another form. */
export const dataSourceFrom = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('api'),
    /** A contract endpoint name, e.g. `user.info`; it must be a GET any logged-in user may call. */
    endpoint: z.string().regex(/^[A-Za-z]+\.[A-Za-z]+$/),
    /** Query parameters, each a formula over the form's fields. */
    params: z.record(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,39}$/), formula).default({}),
  }),
  z.object({
    kind: z.literal('form'),
    formId: z.string().min(1).max(64),
    /** `mine`: the caller's latest submission of that form; `values`: distinct values of `field` (options). */
    scope: z.enum(['mine', 'values']),
    field: fieldId.optional(),
  }),
]);

/** What a data source's answer fills: a field's value, or a field's options from a list. */
export const dataSourceApply = z.discriminatedUnion('mode', [
  /** `path` is a dotted path into the answer (`name`, `department.name`). */
  z.object({ mode: z.literal('value'), target: fieldId, path: z.string().max(200) }),
  z.object({ mode: z.literal('options'), target: fieldId, list: z.string().max(200).default(''), value: z.string().max(100), label: z.string().max(100) }),
]);
export const dataSourceSchema = z.object({
  id: fieldId,
  from: dataSourceFrom,
  /** Runs when the form opens; the form's status stays 1 (initialising) until every such source has run. */
  runAtStart: z.boolean().default(false),
  /** Fields whose change runs it again (for sources that depend on what was filled). */
  rerunOn: z.array(fieldId).max(20).default([]),
  /** Filled values overwrite what the person typed (otherwise only empty fields are filled). */
  overwrite: z.boolean().default(false),
  apply: z.array(dataSourceApply).min(1).max(50),
});
export type DataSource = z.infer<typeof dataSourceSchema>;

export const printSchema = z.object({
  title: localText.optional(),
  paper: z.enum(['A4', 'A5', 'Letter']).default('A4'),
  orientation: z.enum(['portrait', 'landscape']).default('portrait'),
  showApplicant: z.boolean().default(true),
  showSubmittedAt: z.boolean().default(true),
  /** Lines printed at the foot for hand signatures (e.g. 辅导员意见, 学院意见). */
  signatureLines: z.array(localText).max(10).default([]),
  footer: localText.optional(),
});
export type PrintSettings = z.infer<typeof printSchema>;

export const formSchema = z.object({
  version: z.literal(FORM_SCHEMA_VERSION),
  title: localText.optional(),
  description: localText.optional(),
  groups: z.array(groupSchema).max(50).default([]),
  fields: z.array(fieldSchema).min(1).max(300),
  rules: z.array(validationRule).max(200).default([]),
  linkage: z.array(linkageRule).max(200).default([]),
  dataSources: z.array(dataSourceSchema).max(30).default([]),
  print: printSchema.default({ paper: 'A4', orientation: 'portrait', showApplicant: true, showSubmittedAt: true, signatureLines: [] }),
});
/** A parsed form definition (defaults filled). */
export type FormSchema = z.infer<typeof formSchema>;
/** A form definition as written (defaults may be left out). */
export type FormSchemaInput = z.input<typeof formSchema>;

/** The values of one filled form: field id → value; a child table's value is its rows. */
export type FormValues = Record<string, unknown>;

/** Designer text in the reader's language, falling back to Chinese. */
export function textIn(t: LocalText | undefined, lang: 'zh' | 'en' | 'tw'): string {
  if (t === undefined) return '';
  if (typeof t === 'string') return t;
  return (lang === 'zh' ? t.zh : t[lang]) || t.zh;
}

/** Kinds that hold no value of their own. */
export const DISPLAY_ONLY: ReadonlySet<FieldKind> = new Set(['description']);
