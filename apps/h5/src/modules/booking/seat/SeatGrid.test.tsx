import type { SeatCell } from '@campus/api';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stateSets } from './layout';
import { SeatGrid } from './SeatGrid';

afterEach(cleanup);

const seat = (r: number, c: number, label: string): SeatCell => ({ r, c, kind: 'seat', id: `s${r}-${c}`, label, unavailable: false, power: c === 0, window: false });

describe('the seat map', () => {
  it('draws 600 seats as labelled buttons with row labels at both ends, aisles as gaps', () => {
    const cells: SeatCell[] = [];
    for (let r = 0; r < 20; r++) for (let c = 0; c < 31; c++) cells.push(c === 15 ? { r, c, kind: 'aisle', label: '', unavailable: false, power: false, window: false } : seat(r, c, `${r + 1}排${c < 15 ? c + 1 : c}座`));
    const sets = stateSets({ held: ['s0-1'], taken: ['s0-2'], mine: { seatId: 's0-3', state: 'held' } as never });
    render(<SeatGrid rows={20} cols={31} cells={cells} sets={sets} size={24} attrs onSeat={() => undefined} />);
    expect(screen.getAllByRole('gridcell').filter((e) => e.tagName === 'BUTTON')).toHaveLength(600);
    expect(screen.getAllByRole('rowheader', { name: '20排' })).toHaveLength(2);
    expect(screen.getByRole('gridcell', { name: '座位 1排2座，他人保留中' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('gridcell', { name: '座位 1排3座，已占用' }).dataset.state).toBe('taken');
    expect(screen.getByRole('gridcell', { name: '座位 1排4座，我的' }).className).toContain('seat-mine');
    expect(screen.getByText('讲台 / 前方')).toBeTruthy();
  });

  it('tells the screen which seat was tapped and in what state', () => {
    const onSeat = vi.fn();
    render(<SeatGrid rows={1} cols={2} cells={[seat(0, 0, 'A-1'), seat(0, 1, 'A-2')]} sets={stateSets({ held: [], taken: ['s0-1'], mine: null })} size={40} onSeat={onSeat} />);
    fireEvent.click(screen.getByRole('gridcell', { name: '座位 A-1，可选' }));
    fireEvent.click(screen.getByRole('gridcell', { name: '座位 A-2，已占用' }));
    expect(onSeat.mock.calls.map((c) => [(c[0] as SeatCell).label, c[1]])).toEqual([
      ['A-1', 'free'],
      ['A-2', 'taken'],
    ]);
  });
});
