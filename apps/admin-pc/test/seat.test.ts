import { describe, expect, it } from 'vitest';
import { autoLabel, filled, fromCells, labelProblems, paint, parseSlots, relabel, resize, seatCount, toInput } from '../src/pages/seat/components/editor';

describe('seat map editor', () => {
  it('starts a new room as a numbered grid of seats', () => {
    const g = filled(2, 3);
    expect(seatCount(g)).toBe(6);
    expect(g.cells['1:2']?.label).toBe('B-3');
    expect(filled(1, 2, 'row').cells['0:1']?.label).toBe('1排2座');
  });

  it('paints aisles, nothing, seats and toggles seat flags', () => {
    let g = filled(2, 3);
    g = paint(g, 0, 1, 'aisle');
    expect(g.cells['0:1']).toMatchObject({ kind: 'aisle', label: '' });
    g = paint(g, 1, 1, 'empty');
    expect(g.cells['1:1']).toBeUndefined();
    g = paint(g, 0, 0, 'unavailable');
    expect(g.cells['0:0']?.unavailable).toBe(true);
    g = paint(g, 0, 0, 'unavailable');
    expect(g.cells['0:0']?.unavailable).toBe(false);
    expect(paint(g, 0, 1, 'power')).toBe(g); // flags only on seats
    g = paint(g, 1, 1, 'seat');
    expect(g.cells['1:1']).toMatchObject({ kind: 'seat', label: 'B-2' });
    expect(labelProblems(g)).toEqual([]);
  });

  it('numbers seats row by row skipping aisles and empty rows', () => {
    let g = filled(3, 3);
    g = paint(g, 0, 1, 'aisle');
    for (let c = 0; c < 3; c++) g = paint(g, 1, c, 'empty');
    g = autoLabel(g, 'letter');
    expect(g.cells['0:2']?.label).toBe('A-2');
    expect(g.cells['2:0']?.label).toBe('B-1');
  });

  it('finds duplicate or empty labels and builds the save input', () => {
    let g = relabel(filled(1, 2), 0, 1, 'A-1');
    expect(labelProblems(g)).toEqual(['A-1']);
    g = relabel(g, 0, 1, ' ');
    expect(labelProblems(g)).toEqual(['']);
    const input = toInput('room', resize(filled(2, 2), 1, 2));
    expect(input).toMatchObject({ id: 'room', rows: 1, cols: 2 });
    expect(input.cells).toHaveLength(2);
    expect(fromCells(1, 2, [{ r: 0, c: 0, kind: 'seat', label: 'X', unavailable: false, power: true, window: false }]).cells['0:0']?.power).toBe(true);
  });

  it('reads session slots', () => {
    expect(parseSlots('08:00-12:00, 13:00-17:30')).toEqual([{ from: '08:00', to: '12:00' }, { from: '13:00', to: '17:30' }]);
    expect(parseSlots('12:00-08:00')).toBeNull();
    expect(parseSlots('8-12')).toBeNull();
    expect(parseSlots('')).toBeNull();
  });
});
