import type { SeatCell } from '@campus/api';
import { describe, expect, it } from 'vitest';
import { buildRows, commonPrefix, countdown, fitGrid, labelWidth, MAX_CELL, MIN_CELL, narrowColumns, seatState, stateSets } from './layout';

const seat = (r: number, c: number, label: string, o: Partial<SeatCell> = {}): SeatCell => ({ r, c, kind: 'seat', id: `s${r}-${c}`, label, unavailable: false, power: false, window: false, ...o });
const aisle = (r: number, c: number): SeatCell => ({ r, c, kind: 'aisle', label: '', unavailable: false, power: false, window: false });

describe('seat map layout', () => {
  it('labels rows from their seats’ labels, else by a running number', () => {
    expect(commonPrefix(['A-1', 'A-2', 'A-10'])).toBe('A');
    expect(commonPrefix(['3排1座', '3排2座'])).toBe('3排');
    expect(commonPrefix(['12'])).toBe('');
    const rows = buildRows(3, 3, [seat(0, 0, 'A-1'), aisle(0, 1), seat(0, 2, 'A-2'), aisle(1, 1), seat(2, 0, '7'), seat(2, 2, '9')]);
    expect(rows.map((r) => r.label)).toEqual(['A', '', '2']);
    expect(rows[0]!.cells.map((c) => c?.kind ?? null)).toEqual(['seat', 'aisle', 'seat']);
    expect(rows[1]!.cells[0]).toBeNull();
  });

  it('ignores cells outside the grid and lays out 600 seats quickly', () => {
    expect(buildRows(1, 1, [seat(0, 5, 'x'), seat(4, 0, 'y')])[0]!.cells).toEqual([null]);
    const many: SeatCell[] = [];
    for (let r = 0; r < 20; r++) for (let c = 0; c < 30; c++) many.push(seat(r, c, `${r + 1}排${c + 1}座`));
    const start = performance.now();
    const rows = buildRows(20, 30, many);
    expect(performance.now() - start).toBeLessThan(50);
    expect(rows[19]!.label).toBe('20排');
  });

  /** A room like the demo ones: `rows` × `cols`, aisles at `aisles`, rows labelled by `label`. */
  const room = (rows: number, cols: number, aisles: number[], label: (r: number) => string) => {
    const cells: SeatCell[] = [];
    for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) cells.push(aisles.includes(c) ? aisle(r, c) : seat(r, c, `${label(r)}${c + 1}座`));
    return buildRows(rows, cols, cells);
  };
  // A 390 px phone: the page's 12 px margins leave 366 px for the map.
  const PHONE = 366;

  it('fits a phone-width map whole at zoom 1: the 9-column reading room and the 12-column hall', () => {
    const reading = room(6, 9, [4], (r) => `${'ABCDEF'[r]}-`);
    const fit = fitGrid(reading, 9, PHONE);
    expect(fit.width).toBeLessThanOrEqual(PHONE);
    expect(fit.cell).toBeGreaterThanOrEqual(30);
    // The aisle column is half a seat wide.
    expect(fit.columns.split(' ')).toEqual([`${fit.label}px`, ...Array(4).fill(`${fit.cell}px`), `${Math.round(fit.cell / 2)}px`, ...Array(4).fill(`${fit.cell}px`), `${fit.label}px`]);
    const hall = fitGrid(room(8, 12, [2, 9], (r) => `${r + 1}排`), 12, PHONE);
    expect(hall.width).toBeLessThanOrEqual(PHONE);
    expect(hall.cell).toBe(MIN_CELL);
  });

  it('never draws a seat smaller than a touch target to fit, nor larger than MAX; zoom scales it and widens the grid', () => {
    for (const cols of [1, 3, 6, 8, 10, 12, 20, 40]) {
      for (const width of [320, 366, 414, 726]) {
        const rows = room(2, cols, [], String);
        const fit = fitGrid(rows, cols, width);
        expect(fit.cell).toBeGreaterThanOrEqual(MIN_CELL);
        expect(fit.cell).toBeLessThanOrEqual(MAX_CELL);
        // It fits whenever its seats need not be smaller than MIN_CELL (else the map scrolls).
        if (fit.cell > MIN_CELL) expect(fit.width, `${cols} cols in ${width}px`).toBeLessThanOrEqual(width);
      }
    }
    expect(fitGrid(room(2, 30, [], String), 30, PHONE).width).toBeGreaterThan(PHONE);
    const at1 = fitGrid(room(2, 10, [], String), 10, PHONE);
    const at15 = fitGrid(room(2, 10, [], String), 10, PHONE, 1.5);
    expect(at15.cell).toBe(Math.round(at1.cell * 1.5));
    expect(at15.width).toBeGreaterThan(PHONE);
  });

  it('draws columns without seats narrow and sizes row labels to the longest', () => {
    const rows = buildRows(2, 3, [seat(0, 0, 'A-1'), aisle(0, 1), seat(1, 1, 'B-1')]);
    expect(narrowColumns(rows, 3)).toEqual([false, false, true]);
    expect(labelWidth(['A', 'B'])).toBe(20);
    expect(labelWidth(['8排'])).toBe(24);
    expect(labelWidth(['20排'])).toBe(31);
    expect(labelWidth(['一个很长很长很长的排名'])).toBe(48);
  });

  it('gives each seat its state for the caller', () => {
    const mine = { id: 'b', seatId: 's0-0', state: 'held' } as never;
    const sets = stateSets({ held: ['s0-1'], taken: ['s0-2'], mine });
    expect(seatState(seat(0, 0, 'A-1'), sets)).toBe('mine');
    expect(seatState(seat(0, 1, 'A-2'), sets)).toBe('held');
    expect(seatState(seat(0, 2, 'A-3'), sets)).toBe('taken');
    expect(seatState(seat(0, 3, 'A-4', { unavailable: true }), sets)).toBe('unavailable');
    expect(seatState(seat(0, 4, 'A-5'), sets)).toBe('free');
    const gone = stateSets({ held: [], taken: [], mine: { seatId: 's0-0', state: 'expired' } as never });
    expect(seatState(seat(0, 0, 'A-1'), gone)).toBe('free');
  });

  it('counts a hold down in m:ss', () => {
    expect(countdown(1000, 821)).toBe('2:59');
    expect(countdown(1000, 1005)).toBe('0:00');
  });
});
