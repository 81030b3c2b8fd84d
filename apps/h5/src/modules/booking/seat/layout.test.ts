import type { SeatCell } from '@campus/api';
import { describe, expect, it } from 'vitest';
import { buildRows, cellSize, commonPrefix, countdown, MAX_CELL, MIN_CELL, seatState, stateSets } from './layout';

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

  it('fits cells to a phone width within bounds and scales by zoom', () => {
    expect(cellSize(6, 390)).toBe(MAX_CELL);
    expect(cellSize(8, 390)).toBe(37);
    expect(cellSize(30, 390)).toBe(MIN_CELL);
    expect(cellSize(12, 390)).toBe(24);
    expect(cellSize(10, 390)).toBe(29);
    expect(cellSize(10, 390, 1.5)).toBe(Math.round(29 * 1.5));
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
