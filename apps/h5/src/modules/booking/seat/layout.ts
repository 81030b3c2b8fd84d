/**
 * The seat map's layout, pure (no DOM): the grid rows with their labels, the cell size that fits
 * the phone's width (zoom beyond it scrolls), each seat's state for the caller, and the hold countdown.
 */
import type { SeatCell, SeatMapState, SeatState } from '@campus/api';

export interface GridRow {
  /** Row label shown at both ends (from the seats' labels, else a running number); '' for a row without seats. */
  label: string;
  /** One entry per column: a seat, an aisle, or null (nothing there). */
  cells: (SeatCell | null)[];
}

/** The longest common start of the labels, without a trailing separator: `A-1, A-2` → `A`, `3排1座, 3排2座` → `3排`. */
export function commonPrefix(labels: readonly string[]): string {
  if (!labels.length) return '';
  let p = labels[0]!;
  for (const l of labels) while (!l.startsWith(p)) p = p.slice(0, -1);
  if (labels.length === 1) p = p.replace(/\d+[^\d]*$/, '');
  return p.replace(/[-_\s.:]+$/, '');
}

export function buildRows(rows: number, cols: number, cells: readonly SeatCell[]): GridRow[] {
  const grid: GridRow[] = Array.from({ length: rows }, () => ({ label: '', cells: Array.from({ length: cols }, () => null) }));
  for (const c of cells) {
    const row = grid[c.r];
    if (row && c.c < cols) row.cells[c.c] = c;
  }
  let n = 0;
  for (const row of grid) {
    const seats = row.cells.filter((c): c is SeatCell => c?.kind === 'seat');
    if (!seats.length) continue;
    n += 1;
    row.label = commonPrefix(seats.map((s) => s.label)) || String(n);
  }
  return grid;
}

/** Seats never shrink below a touch target (24 px) to fit: wider rooms scroll sideways instead. */
export const MIN_CELL = 24;
export const MAX_CELL = 44;
/** The grid's gap and its padding at each side, px (seat.css `.seat-grid` uses these too). */
export const GAP = 3;
export const PAD = 4;

/** Columns without a single seat (aisles, gaps): they are drawn half as wide as a seat. */
export function narrowColumns(rows: readonly GridRow[], cols: number): boolean[] {
  return Array.from({ length: cols }, (_, c) => !rows.some((r) => r.cells[c]?.kind === 'seat'));
}

/** Width in px of the row-label columns: enough for the longest label at 11 px (a CJK character ~11 px, others ~7 px). */
export function labelWidth(labels: readonly string[]): number {
  const text = (l: string) => [...l].reduce((w, ch) => w + (/[\u2e80-\uffff]/.test(ch) ? 11 : 7), 0);
  return Math.min(48, Math.max(20, 6 + Math.max(0, ...labels.map(text))));
}

export interface GridFit {
  /** A seat's side, px. */
  cell: number;
  /** The row-label columns' width, px. */
  label: number;
  /** CSS grid-template-columns: label, each column (narrow ones half a seat), label. */
  columns: string;
  /** The whole grid's width, px (more than the available width: the map scrolls sideways). */
  width: number;
}

/**
 * The map's cells sized to `width` (the box the map is drawn in): as big as fit between MIN and
 * MAX, times the zoom. At zoom 1 the grid fits whenever its seats can be MIN_CELL wide.
 */
export function fitGrid(rows: readonly GridRow[], cols: number, width: number, zoom = 1): GridFit {
  const narrow = narrowColumns(rows, cols);
  const units = narrow.reduce((n, x) => n + (x ? 0.5 : 1), 0);
  const label = labelWidth(rows.map((r) => r.label));
  const fixed = 2 * label + (cols + 1) * GAP + 2 * PAD;
  const fit = Math.floor((width - fixed) / Math.max(0.5, units));
  const cell = Math.round(Math.min(MAX_CELL, Math.max(MIN_CELL, fit)) * zoom);
  const half = Math.round(cell / 2);
  const tracks = narrow.map((x) => (x ? half : cell));
  return {
    cell,
    label,
    columns: [label, ...tracks, label].map((w) => `${w}px`).join(' '),
    width: fixed + tracks.reduce((a, b) => a + b, 0),
  };
}

export interface StateSets {
  held: ReadonlySet<string>;
  taken: ReadonlySet<string>;
  mine: string | null;
}

export function stateSets(s: Pick<SeatMapState, 'held' | 'taken' | 'mine'>): StateSets {
  const live = s.mine && (s.mine.state === 'held' || s.mine.state === 'booked' || s.mine.state === 'checked');
  return { held: new Set(s.held), taken: new Set(s.taken), mine: live ? s.mine!.seatId : null };
}

export function seatState(seat: SeatCell, sets: StateSets): SeatState {
  if (!seat.id) return 'unavailable';
  if (sets.mine === seat.id) return 'mine';
  if (sets.taken.has(seat.id)) return 'taken';
  if (sets.held.has(seat.id)) return 'held';
  return seat.unavailable ? 'unavailable' : 'free';
}

/** `m:ss` left until `until` (seconds), never negative. */
export function countdown(until: number, nowSeconds: number): string {
  const left = Math.max(0, Math.floor(until - nowSeconds));
  return `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
}
