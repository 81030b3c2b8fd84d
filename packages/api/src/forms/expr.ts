/**
 * The form engine's expression language: conditions (linkage, rules) and computed fields.
 * Text is parsed once into a small AST and interpreted; nothing is ever handed to `eval` or
 * `Function`, so a designer's formula can read fields and do arithmetic, and nothing else.
 *
 *   amount * 1.13            days(start, end) + 1         end >= start
 *   type == 'sick' and days > 3                             'a' in tags
 *   sum(items.amount)        count(items) > 0              if(total > 1000, 'high', 'normal')
 */

/** A value a form holds or an expression yields. */
export type Value = null | boolean | number | string | Value[] | { [k: string]: Value };

export type BinOp = '+' | '-' | '*' | '/' | '%' | '==' | '!=' | '<' | '<=' | '>' | '>=' | 'and' | 'or' | 'in';

export type Expr =
  | { k: 'lit'; v: null | boolean | number | string }
  /** A field (`start`), or a child table's column (`items.amount`, only inside an aggregate). */
  | { k: 'ref'; id: string; col?: string }
  | { k: 'list'; items: Expr[] }
  | { k: 'not'; a: Expr }
  | { k: 'neg'; a: Expr }
  | { k: 'bin'; op: BinOp; a: Expr; b: Expr }
  | { k: 'call'; fn: string; args: Expr[] };

/** Functions over one child-table column (`sum(items.amount)`); `count(items)` counts rows. */
export const AGGREGATES = ['sum', 'avg', 'minOf', 'maxOf'] as const;
export const FUNCTIONS = [...AGGREGATES, 'count', 'min', 'max', 'if', 'len', 'empty', 'round', 'abs', 'days', 'hours', 'today', 'contains', 'concat', 'number', 'text'] as const;
export type FnName = (typeof FUNCTIONS)[number];

export const MAX_EXPR_LENGTH = 2000;
const MAX_DEPTH = 40;

/** A formula that does not parse: where and why (an i18n key under `forms.expr`). */
export class ExprError extends Error {
  constructor(
    readonly key: 'syntax' | 'tooLong' | 'tooDeep' | 'unknownFunction' | 'arity',
    readonly pos: number,
    readonly detail = '',
  ) {
    super(`${key} at ${pos}${detail ? `: ${detail}` : ''}`);
    this.name = 'ExprError';
  }
}

type Tok = { t: 'num'; v: number; p: number } | { t: 'str'; v: string; p: number } | { t: 'id'; v: string; p: number } | { t: 'op'; v: string; p: number } | { t: 'end'; p: number };

const OPS = ['==', '!=', '>=', '<=', '&&', '||', '+', '-', '*', '/', '%', '<', '>', '!', '(', ')', '[', ']', ',', '.', '='];

function tokenize(src: string): Tok[] {
  const out: Tok[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i]!;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(src[i + 1] ?? ''))) {
      const m = /^(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?/.exec(src.slice(i))!;
      out.push({ t: 'num', v: Number(m[0]), p: i });
      i += m[0].length;
      continue;
    }
    if (c === "'" || c === '"') {
      let j = i + 1;
      let s = '';
      while (j < src.length && src[j] !== c) {
        if (src[j] === '\\' && j + 1 < src.length) j++;
        s += src[j];
        j++;
      }
      if (j >= src.length) throw new ExprError('syntax', i, 'unterminated text');
      out.push({ t: 'str', v: s, p: i });
      i = j + 1;
      continue;
    }
    if (/[A-Za-z_\u4e00-\u9fff]/.test(c)) {
      const m = /^[A-Za-z_\u4e00-\u9fff][A-Za-z0-9_\u4e00-\u9fff]*/.exec(src.slice(i))!;
      out.push({ t: 'id', v: m[0], p: i });
      i += m[0].length;
      continue;
    }
    const op = OPS.find((o) => src.startsWith(o, i));
    if (!op) throw new ExprError('syntax', i, `unexpected ${c}`);
    out.push({ t: 'op', v: op, p: i });
    i += op.length;
  }
  out.push({ t: 'end', p: src.length });
  return out;
}

const WORD_OPS = new Map([['and', '&&'], ['or', '||'], ['not', '!']]);
const ARITY: Partial<Record<FnName, [number, number]>> = {
  sum: [1, 1], avg: [1, 1], minOf: [1, 1], maxOf: [1, 1], count: [1, 1], if: [3, 3], len: [1, 1], empty: [1, 1],
  round: [1, 2], abs: [1, 1], days: [2, 2], hours: [2, 2], today: [0, 0], contains: [2, 2], number: [1, 1], text: [1, 1],
  min: [1, 20], max: [1, 20], concat: [1, 20],
};

/** Parses a formula; throws ExprError naming the position. */
export function parse(src: string): Expr {
  if (src.length > MAX_EXPR_LENGTH) throw new ExprError('tooLong', MAX_EXPR_LENGTH);
  const toks = tokenize(src);
  let i = 0;
  const peek = () => toks[i]!;
  const opOf = (t: Tok) => (t.t === 'op' ? t.v : t.t === 'id' ? WORD_OPS.get(t.v) : undefined);
  const isOp = (...ops: string[]) => {
    const o = opOf(peek());
    return o !== undefined && ops.includes(o);
  };
  const expect = (op: string) => {
    if (!isOp(op)) throw new ExprError('syntax', peek().p, `expected ${op}`);
    i++;
  };
  const guard = (depth: number) => {
    if (depth > MAX_DEPTH) throw new ExprError('tooDeep', peek().p);
  };

  const or = (d: number): Expr => {
    guard(d);
    let a = and(d + 1);
    while (isOp('||')) {
      i++;
      a = { k: 'bin', op: 'or', a, b: and(d + 1) };
    }
    return a;
  };
  const and = (d: number): Expr => {
    let a = not(d + 1);
    while (isOp('&&')) {
      i++;
      a = { k: 'bin', op: 'and', a, b: not(d + 1) };
    }
    return a;
  };
  const not = (d: number): Expr => {
    guard(d);
    if (isOp('!')) {
      i++;
      return { k: 'not', a: not(d + 1) };
    }
    return cmp(d + 1);
  };
  const cmp = (d: number): Expr => {
    const a = add(d + 1);
    const t = peek();
    const o = t.t === 'id' && t.v === 'in' ? 'in' : opOf(t);
    if (o && ['==', '=', '!=', '<', '<=', '>', '>=', 'in'].includes(o)) {
      i++;
      return { k: 'bin', op: (o === '=' ? '==' : o) as BinOp, a, b: add(d + 1) };
    }
    return a;
  };
  const add = (d: number): Expr => {
    let a = mul(d + 1);
    while (isOp('+', '-')) {
      const op = opOf(toks[i++]!) as BinOp;
      a = { k: 'bin', op, a, b: mul(d + 1) };
    }
    return a;
  };
  const mul = (d: number): Expr => {
    let a = unary(d + 1);
    while (isOp('*', '/', '%')) {
      const op = opOf(toks[i++]!) as BinOp;
      a = { k: 'bin', op, a, b: unary(d + 1) };
    }
    return a;
  };
  const unary = (d: number): Expr => {
    guard(d);
    if (isOp('-')) {
      i++;
      return { k: 'neg', a: unary(d + 1) };
    }
    if (isOp('!')) {
      i++;
      return { k: 'not', a: unary(d + 1) };
    }
    return primary(d + 1);
  };
  const primary = (d: number): Expr => {
    const t = peek();
    if (t.t === 'num') {
      i++;
      return { k: 'lit', v: t.v };
    }
    if (t.t === 'str') {
      i++;
      return { k: 'lit', v: t.v };
    }
    if (isOp('(')) {
      i++;
      const e = or(d + 1);
      expect(')');
      return e;
    }
    if (isOp('[')) {
      i++;
      const items: Expr[] = [];
      while (!isOp(']')) {
        items.push(or(d + 1));
        if (!isOp(']')) expect(',');
      }
      i++;
      return { k: 'list', items };
    }
    if (t.t === 'id' && !WORD_OPS.has(t.v) && t.v !== 'in') {
      i++;
      if (t.v === 'true' || t.v === 'false') return { k: 'lit', v: t.v === 'true' };
      if (t.v === 'null') return { k: 'lit', v: null };
      if (isOp('(')) {
        i++;
        if (!(FUNCTIONS as readonly string[]).includes(t.v)) throw new ExprError('unknownFunction', t.p, t.v);
        const args: Expr[] = [];
        while (!isOp(')')) {
          args.push(or(d + 1));
          if (!isOp(')')) expect(',');
        }
        i++;
        const [lo, hi] = (Object.hasOwn(ARITY, t.v) ? ARITY[t.v as FnName] : undefined) ?? [0, 20];
        if (args.length < lo || args.length > hi) throw new ExprError('arity', t.p, t.v);
        return { k: 'call', fn: t.v, args };
      }
      if (isOp('.')) {
        i++;
        const c = peek();
        if (c.t !== 'id') throw new ExprError('syntax', c.p, 'expected a column');
        i++;
        return { k: 'ref', id: t.v, col: c.v };
      }
      return { k: 'ref', id: t.v };
    }
    throw new ExprError('syntax', t.p, t.t === 'end' ? 'unexpected end' : 'unexpected token');
  };

  const e = or(0);
  if (peek().t !== 'end') throw new ExprError('syntax', peek().p, 'unexpected token');
  return e;
}

/** Every field or column an expression reads, in order of appearance. */
export function refsOf(e: Expr, out: { id: string; col?: string; inAggregate: boolean }[] = [], inAggregate = false) {
  switch (e.k) {
    case 'ref':
      out.push({ id: e.id, ...(e.col ? { col: e.col } : {}), inAggregate });
      break;
    case 'list':
      e.items.forEach((x) => refsOf(x, out, inAggregate));
      break;
    case 'not':
    case 'neg':
      refsOf(e.a, out, inAggregate);
      break;
    case 'bin':
      refsOf(e.a, out, inAggregate);
      refsOf(e.b, out, inAggregate);
      break;
    case 'call': {
      const agg = (AGGREGATES as readonly string[]).includes(e.fn) || e.fn === 'count';
      e.args.forEach((x) => refsOf(x, out, inAggregate || agg));
      break;
    }
    case 'lit':
      break;
  }
  return out;
}

/** What an expression can read while it runs. */
export interface Scope {
  /** A field's (or, in a row, a column's) current value; null when empty or hidden. */
  get(id: string): Value;
  /** The rows of a child table (hidden tables have none). */
  rows(tableId: string): Record<string, Value>[];
  /** The local date `YYYY-MM-DD` that `today()` answers (the caller's site clock). */
  today: string;
}

const isEmpty = (v: Value): boolean => v === null || v === '' || (Array.isArray(v) && v.length === 0);
export const truthy = (v: Value): boolean => !(isEmpty(v) || v === false || v === 0);
/** Arithmetic reads empty as 0, numeric text as its number; anything else makes the result empty. */
export function toNumber(v: Value): number | null {
  if (v === null || v === '') return 0;
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'string' && /^\s*-?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?\s*$/.test(v)) return Number(v);
  return null;
}
/** Binary floating point would make 0.1 + 0.2 show as 0.30000000000000004 in a total. */
const tidy = (n: number): number | null => (Number.isFinite(n) ? Math.round(n * 1e9) / 1e9 : null);

function equal(a: Value, b: Value): boolean {
  if (isEmpty(a) && isEmpty(b)) return true;
  if (typeof a === 'number' || typeof b === 'number') {
    const x = typeof a === 'string' ? toNumber(a) : a;
    const y = typeof b === 'string' ? toNumber(b) : b;
    return typeof x === 'number' && typeof y === 'number' ? x === y : x === y;
  }
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => equal(x, b[i]!));
  return a === b;
}

/** Numbers compare as numbers; dates, times and texts by their text (ISO forms sort right). */
function compare(a: Value, b: Value): number | null {
  if (isEmpty(a) || isEmpty(b)) return null;
  if (typeof a === 'number' || typeof b === 'number') {
    const x = toNumber(a);
    const y = toNumber(b);
    return x === null || y === null ? null : x - y;
  }
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  return null;
}

const DAY_MS = 86400000;
/** Milliseconds of a `YYYY-MM-DD`, `YYYY-MM-DD HH:mm` or `HH:mm` text, read as UTC (only differences matter). */
function instant(v: Value): number | null {
  if (typeof v !== 'string') return null;
  let m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?/.exec(v);
  if (m) return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0));
  m = /^(\d{2}):(\d{2})/.exec(v);
  return m ? (Number(m[1]) * 60 + Number(m[2])) * 60000 : null;
}

function columnValues(e: Expr, s: Scope): Value[] {
  if (e.k !== 'ref' || !e.col) return [];
  const col = e.col;
  return s.rows(e.id).map((r) => r[col] ?? null);
}

function call(e: Extract<Expr, { k: 'call' }>, s: Scope): Value {
  const arg = (n: number) => run(e.args[n]!, s);
  const nums = (vs: Value[]) => vs.filter((v) => !isEmpty(v)).map(toNumber).filter((n): n is number => n !== null);
  switch (e.fn as FnName) {
    case 'sum':
      return tidy(nums(columnValues(e.args[0]!, s)).reduce((a, b) => a + b, 0));
    case 'avg': {
      const xs = nums(columnValues(e.args[0]!, s));
      return xs.length ? tidy(xs.reduce((a, b) => a + b, 0) / xs.length) : null;
    }
    case 'minOf':
    case 'maxOf': {
      const xs = nums(columnValues(e.args[0]!, s));
      return xs.length ? (e.fn === 'minOf' ? Math.min(...xs) : Math.max(...xs)) : null;
    }
    case 'count': {
      const a = e.args[0]!;
      if (a.k === 'ref' && !a.col) {
        const rows = s.rows(a.id);
        if (rows.length) return rows.length;
      }
      const v = run(a, s);
      return Array.isArray(v) ? v.length : isEmpty(v) ? 0 : 1;
    }
    case 'min':
    case 'max': {
      const xs = nums(e.args.map((x) => run(x, s)));
      return xs.length ? (e.fn === 'min' ? Math.min(...xs) : Math.max(...xs)) : null;
    }
    case 'if':
      return truthy(arg(0)) ? arg(1) : arg(2);
    case 'len': {
      const v = arg(0);
      return typeof v === 'string' || Array.isArray(v) ? v.length : isEmpty(v) ? 0 : String(v).length;
    }
    case 'empty':
      return isEmpty(arg(0));
    case 'round': {
      const x = toNumber(arg(0));
      const p = Math.max(0, Math.min(6, Math.trunc(toNumber(e.args[1] ? arg(1) : 0) ?? 0)));
      return x === null ? null : Math.round(x * 10 ** p) / 10 ** p;
    }
    case 'abs': {
      const x = toNumber(arg(0));
      return x === null ? null : Math.abs(x);
    }
    case 'days': {
      const a = instant(arg(0));
      const b = instant(arg(1));
      return a === null || b === null ? null : Math.floor(b / DAY_MS) - Math.floor(a / DAY_MS);
    }
    case 'hours': {
      const a = instant(arg(0));
      const b = instant(arg(1));
      return a === null || b === null ? null : tidy((b - a) / 3600000);
    }
    case 'today':
      return s.today;
    case 'contains': {
      const h = arg(0);
      const n = arg(1);
      if (Array.isArray(h)) return h.some((x) => equal(x, n));
      return typeof h === 'string' && !isEmpty(n) ? h.includes(String(n)) : false;
    }
    case 'concat':
      return e.args.map((x) => textOf(run(x, s))).join('');
    case 'number':
      return isEmpty(arg(0)) ? null : toNumber(arg(0));
    case 'text':
      return textOf(arg(0));
  }
}

function textOf(v: Value): string {
  if (v === null) return '';
  if (Array.isArray(v)) return v.map(textOf).join(',');
  if (typeof v === 'object') return typeof v.name === 'string' ? v.name : '';
  return String(v);
}

/** Runs a parsed expression; never throws on data (bad arithmetic gives null). */
export function run(e: Expr, s: Scope): Value {
  switch (e.k) {
    case 'lit':
      return e.v;
    case 'ref':
      return e.col ? columnValues(e, s) : s.get(e.id);
    case 'list':
      return e.items.map((x) => run(x, s));
    case 'not':
      return !truthy(run(e.a, s));
    case 'neg': {
      const x = toNumber(run(e.a, s));
      return x === null ? null : -x;
    }
    case 'call':
      return call(e, s);
    case 'bin':
      return binary(e.op, e.a, e.b, s);
  }
}

function binary(op: BinOp, ea: Expr, eb: Expr, s: Scope): Value {
  if (op === 'and') return truthy(run(ea, s)) && truthy(run(eb, s));
  if (op === 'or') return truthy(run(ea, s)) || truthy(run(eb, s));
  const a = run(ea, s);
  const b = run(eb, s);
  switch (op) {
    case '==':
      return equal(a, b);
    case '!=':
      return !equal(a, b);
    case '<':
    case '<=':
    case '>':
    case '>=': {
      const c = compare(a, b);
      if (c === null) return false;
      return op === '<' ? c < 0 : op === '<=' ? c <= 0 : op === '>' ? c > 0 : c >= 0;
    }
    case 'in':
      if (Array.isArray(b)) return Array.isArray(a) ? a.every((x) => b.some((y) => equal(x, y))) : b.some((y) => equal(a, y));
      return typeof b === 'string' && !isEmpty(a) ? b.includes(String(a)) : false;
    case '+': {
      const x = toNumber(a);
      const y = toNumber(b);
      if (x !== null && y !== null) return tidy(x + y);
      return textOf(a) + textOf(b);
    }
    default: {
      const x = toNumber(a);
      const y = toNumber(b);
      if (x === null || y === null) return null;
      if ((op === '/' || op === '%') && y === 0) return null;
      return tidy(op === '-' ? x - y : op === '*' ? x * y : op === '/' ? x / y : x % y);
    }
  }
}
