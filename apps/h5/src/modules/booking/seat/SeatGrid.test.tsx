import type { SeatCell } from '@campus/api';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stateSets } from './layout';
import { Legend, marksOf, SeatGrid } from './SeatGrid';

afterEach(cleanup);

const seat = (r: number, c: number, label: string, o: Partial<SeatCell> = {}): SeatCell => ({ r, c, kind: 'seat', id: `s${r}-${c}`, label, unavailable: false, power: c === 0, window: false, ...o });

describe('the seat map', () => {
  it('draws 600 seats as labelled buttons with row labels at both ends, aisles as gaps', () => {
    const cells: SeatCell[] = [];
    for (let r = 0; r < 20; r++) for (let c = 0; c < 31; c++) cells.push(c === 15 ? { r, c, kind: 'aisle', label: '', unavailable: false, power: false, window: false } : seat(r, c, `${r + 1}排${c < 15 ? c + 1 : c}座`));
    const sets = stateSets({ held: ['s0-1'], taken: ['s0-2'], mine: { seatId: 's0-3', state: 'held' } as never });
    render(<SeatGrid rows={20} cols={31} cells={cells} sets={sets} zoom={1} onSeat={() => undefined} />);
    expect(screen.getAllByRole('gridcell').filter((e) => e.tagName === 'BUTTON')).toHaveLength(600);
    expect(screen.getAllByRole('rowheader', { name: '20排' })).toHaveLength(2);
    expect(screen.getByRole('gridcell', { name: '座位 1排2座，他人保留中' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('gridcell', { name: '座位 1排3座，已占用' }).dataset.state).toBe('taken');
    expect(screen.getByRole('gridcell', { name: '座位 1排4座，我的' }).className).toContain('seat-mine');
    expect(screen.getByText('讲台 / 前方')).toBeTruthy();
  });

  it('tells the screen which seat was tapped and in what state', () => {
    const onSeat = vi.fn();
    render(<SeatGrid rows={1} cols={2} cells={[seat(0, 0, 'A-1'), seat(0, 1, 'A-2')]} sets={stateSets({ held: [], taken: ['s0-1'], mine: null })} zoom={1} onSeat={onSeat} />);
    fireEvent.click(screen.getByRole('gridcell', { name: '座位 A-1，可选（电源）' }));
    fireEvent.click(screen.getByRole('gridcell', { name: '座位 A-2，已占用' }));
    expect(onSeat.mock.calls.map((c) => [(c[0] as SeatCell).label, c[1]])).toEqual([
      ['A-1', 'free'],
      ['A-2', 'taken'],
    ]);
  });

  it('marks power and window seats inside the seat, says so to screen readers, and explains the marks in the legend', () => {
    const cells = [seat(0, 0, 'A-1', { window: true }), seat(0, 1, 'A-2', { power: false }), seat(0, 2, 'A-3', { power: true })];
    render(<SeatGrid rows={1} cols={3} cells={cells} sets={stateSets({ held: [], taken: [], mine: null })} zoom={1} onSeat={() => undefined} />);
    const both = screen.getByRole('gridcell', { name: '座位 A-1，可选（电源、靠窗）' });
    expect(both.querySelector('.seat-mark-power')?.textContent).toContain('⚡');
    expect(both.querySelector('.seat-mark-window')).not.toBeNull();
    expect(screen.getByRole('gridcell', { name: '座位 A-2，可选' }).querySelector('.seat-mark')).toBeNull();
    expect(screen.getByRole('gridcell', { name: '座位 A-3，可选（电源）' }).querySelectorAll('.seat-mark')).toHaveLength(1);
    cleanup();
    render(<Legend marks={marksOf(cells)} />);
    expect(screen.getByTestId('seat-legend').textContent).toContain('电源');
    expect(screen.getByTestId('seat-legend').textContent).toContain('靠窗');
    cleanup();
    render(<Legend marks={marksOf([seat(0, 1, 'A-2', { power: false })])} />);
    expect(screen.getByTestId('seat-legend').textContent).not.toContain('电源');
  });

  it('sizes the grid to the width it is drawn in, with row labels pinned at both ends for a map that scrolls', () => {
    const cells: SeatCell[] = [];
    for (let c = 0; c < 9; c++) cells.push(c === 4 ? { r: 0, c, kind: 'aisle', label: '', unavailable: false, power: false, window: false } : seat(0, c, `A-${c + 1}`));
    render(<SeatGrid rows={1} cols={9} cells={cells} sets={stateSets({ held: [], taken: [], mine: null })} zoom={1} onSeat={() => undefined} />);
    const tracks = screen.getByRole('grid').style.gridTemplateColumns.split(' ').map((w) => parseInt(w, 10));
    expect(tracks.reduce((a, b) => a + b, 0) + 10 * 3 + 2 * 4).toBeLessThanOrEqual(366);
    expect(screen.getByTestId('seat-map').dataset.scrolls).toBeUndefined();
    const [start, end] = screen.getAllByRole('rowheader') as [HTMLElement, HTMLElement];
    expect(start.className).toContain('seat-row-start');
    expect(end.className).toContain('seat-row-end');
    cleanup();
    render(<SeatGrid rows={1} cols={9} cells={cells} sets={stateSets({ held: [], taken: [], mine: null })} zoom={2} onSeat={() => undefined} />);
    expect(screen.getByTestId('seat-map').dataset.scrolls).toBe('x');
  });
});
