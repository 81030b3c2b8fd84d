/**
 * The seat map's layout, pure (no DOM): the grid rows with their labels, the cell size that fits
 * a phone (zoom beyond it scrolls), each seat's state for the caller, and the hold countdown.
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

export const MIN_CELL = 24;
export const MAX_CELL = 44;

/** Cell size in px: the grid fills the width (less the two row-label columns) between MIN and MAX, times the zoom. */
export function cellSize(cols: number, width: number, zoom = 1, labelWidth = 28): number {
  const fit = Math.floor((width - 2 * labelWidth) / Math.max(1, cols)) - 4;
  return Math.round(Math.min(MAX_CELL, Math.max(MIN_CELL, fit)) * zoom);
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
