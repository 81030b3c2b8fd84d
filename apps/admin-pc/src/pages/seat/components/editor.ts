/**
 * The seat map editor's model, pure (no React): a grid of cells keyed `r:c`, resized, painted
 * with a tool, numbered, and turned into the contract's `seat.manageMap` input.
 */
import type { SeatCell } from '@campus/api';

export interface EditCell {
  kind: 'seat' | 'aisle';
  label: string;
  unavailable: boolean;
  power: boolean;
  window: boolean;
}
export interface Grid {
  rows: number;
  cols: number;
  cells: Record<string, EditCell>;
}
export type Tool = 'seat' | 'aisle' | 'empty' | 'unavailable' | 'power' | 'window' | 'select';
export type LabelStyle = 'letter' | 'row';

export const key = (r: number, c: number) => `${r}:${c}`;
const letter = (i: number) => (i < 26 ? String.fromCharCode(65 + i) : `${String.fromCharCode(65 + Math.floor(i / 26) - 1)}${String.fromCharCode(65 + (i % 26))}`);

export function fromCells(rows: number, cols: number, cells: readonly SeatCell[]): Grid {
  const out: Grid = { rows, cols, cells: {} };
  for (const c of cells) out.cells[key(c.r, c.c)] = { kind: c.kind, label: c.label, unavailable: c.unavailable, power: c.power, window: c.window };
  return out;
}

/** A full grid of seats, numbered (a new room's starting point). */
export function filled(rows: number, cols: number, style: LabelStyle = 'letter'): Grid {
  const g: Grid = { rows, cols, cells: {} };
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) g.cells[key(r, c)] = { kind: 'seat', label: '', unavailable: false, power: false, window: false };
  return autoLabel(g, style);
}

export function resize(g: Grid, rows: number, cols: number): Grid {
  const cells: Record<string, EditCell> = {};
  for (const [k, v] of Object.entries(g.cells)) {
    const [r, c] = k.split(':').map(Number) as [number, number];
    if (r < rows && c < cols) cells[k] = v;
  }
  return { rows, cols, cells };
}

function freeLabel(g: Grid, r: number, c: number): string {
  const taken = new Set(Object.values(g.cells).map((x) => x.label));
  const base = `${letter(r)}-${c + 1}`;
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}.${i}`)) return `${base}.${i}`;
}

/** What a click with `tool` does to cell r:c. */
export function paint(g: Grid, r: number, c: number, tool: Tool): Grid {
  const k = key(r, c);
  const cur = g.cells[k];
  const cells = { ...g.cells };
  if (tool === 'select') return g;
  if (tool === 'empty') delete cells[k];
  else if (tool === 'aisle') cells[k] = { kind: 'aisle', label: '', unavailable: false, power: false, window: false };
  else if (tool === 'seat') {
    if (cur?.kind === 'seat') return g;
    cells[k] = { kind: 'seat', label: freeLabel(g, r, c), unavailable: false, power: false, window: false };
  } else {
    if (cur?.kind !== 'seat') return g;
    cells[k] = { ...cur, [tool]: !cur[tool] };
  }
  return { ...g, cells };
}

export function relabel(g: Grid, r: number, c: number, label: string): Grid {
  const cur = g.cells[key(r, c)];
  if (cur?.kind !== 'seat') return g;
  return { ...g, cells: { ...g.cells, [key(r, c)]: { ...cur, label: label.trim().slice(0, 20) } } };
}

/** Numbers every seat row by row, skipping aisles: `A-1` (letter rows) or `1排1座`. */
export function autoLabel(g: Grid, style: LabelStyle): Grid {
  const cells = { ...g.cells };
  let row = 0;
  for (let r = 0; r < g.rows; r++) {
    let n = 0;
    for (let c = 0; c < g.cols; c++) {
      const cur = cells[key(r, c)];
      if (cur?.kind !== 'seat') continue;
      n += 1;
      cells[key(r, c)] = { ...cur, label: style === 'letter' ? `${letter(row)}-${n}` : `${row + 1}排${n}座` };
    }
    if (n) row += 1;
  }
  return { ...g, cells };
}

/** Labels used by more than one seat, or empty (the server refuses both). */
export function labelProblems(g: Grid): string[] {
  const seen = new Map<string, number>();
  for (const c of Object.values(g.cells)) if (c.kind === 'seat') seen.set(c.label, (seen.get(c.label) ?? 0) + 1);
  return [...seen].filter(([l, n]) => !l || n > 1).map(([l]) => l);
}

export function toInput(id: string, g: Grid) {
  return {
    id,
    rows: g.rows,
    cols: g.cols,
    cells: Object.entries(g.cells).map(([k, v]) => {
      const [r, c] = k.split(':').map(Number) as [number, number];
      return { r, c, ...v };
    }),
  };
}

export const seatCount = (g: Grid) => Object.values(g.cells).filter((c) => c.kind === 'seat').length;

/** `08:00-12:00, 13:00-17:00` → slots; null when a part is not `HH:MM-HH:MM` with from < to. */
export function parseSlots(text: string): { from: string; to: string }[] | null {
  const parts = text.split(/[,，;；\s]+/).filter(Boolean);
  const out: { from: string; to: string }[] = [];
  for (const p of parts) {
    const m = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d)$/.exec(p);
    if (!m) return null;
    const from = `${m[1]}:${m[2]}`;
    const to = `${m[3]}:${m[4]}`;
    if (from >= to) return null;
    out.push({ from, to });
  }
  return out.length ? out : null;
}

/** What the server refuses in one session's times (end after start, at most a day): an i18n key or null. */
export function sessionProblem(startsAt: number | undefined, endsAt: number | undefined): 'endBeforeStart' | 'overADay' | null {
  if (startsAt === undefined || endsAt === undefined) return null;
  if (endsAt <= startsAt) return 'endBeforeStart';
  if (endsAt - startsAt > 86400) return 'overADay';
  return null;
}
