/**
 * The seat map: a plain CSS grid of buttons (fast for 500+ seats), row labels at both ends, the
 * front indicator and a legend. Seats announce their label and state to screen readers.
 */
import type { SeatCell, SeatState } from '@campus/api';
import { memo, useMemo } from 'react';
import { useT } from '../../../lib/i18n';
import { buildRows, seatState, type StateSets } from './layout';

export const SEAT_STATES_SHOWN: SeatState[] = ['free', 'mine', 'held', 'taken', 'unavailable'];

export function Legend() {
  const tr = useT();
  return (
    <div className="seat-legend" aria-hidden="true">
      {SEAT_STATES_SHOWN.map((s) => (
        <span key={s}>
          <i className={`seat-${s}`} />
          {tr(`seat.seatState.${s}`)}
        </span>
      ))}
    </div>
  );
}

interface Props {
  rows: number;
  cols: number;
  cells: readonly SeatCell[];
  sets: StateSets;
  size: number;
  /** Show power / window marks on seats. */
  attrs?: boolean;
  onSeat: (seat: SeatCell, state: SeatState) => void;
}

export const SeatGrid = memo(function SeatGrid(p: Props) {
  const tr = useT();
  const grid = useMemo(() => buildRows(p.rows, p.cols, p.cells), [p.rows, p.cols, p.cells]);
  const label = Math.max(24, Math.round(p.size * 0.8));
  return (
    <div className="seat-scroll" data-testid="seat-map">
      <div className="seat-front">{tr('seat.map.front')}</div>
      <div className="seat-grid" role="grid" style={{ gridTemplateColumns: `${label}px repeat(${p.cols}, ${p.size}px) ${label}px`, gridAutoRows: `${p.size}px` }}>
        {grid.map((row, r) => (
          <div key={r} role="row" style={{ display: 'contents' }}>
            <div className="seat-row-label" role="rowheader">{row.label}</div>
            {row.cells.map((cell, c) => {
              if (!cell || cell.kind !== 'seat') return <div key={c} className={cell ? 'seat-aisle' : 'seat-none'} role="gridcell" />;
              const state = seatState(cell, p.sets);
              const usable = state === 'free' || state === 'mine';
              return (
                <button
                  key={c}
                  type="button"
                  role="gridcell"
                  className={`seat-cell seat-${state}`}
                  data-seat={cell.label}
                  data-state={state}
                  aria-label={tr('seat.map.seatAria', { label: cell.label, state: tr(`seat.seatState.${state}`) })}
                  aria-disabled={!usable}
                  onClick={() => p.onSeat(cell, state)}
                >
                  {p.size >= 30 ? cell.label.replace(/^.*?(\d+)\D*$/, '$1') : ''}
                  {p.attrs && (cell.power || cell.window) ? <span className="seat-attr">{cell.power ? '⚡' : '▯'}</span> : null}
                </button>
              );
            })}
            <div className="seat-row-label" role="rowheader">{row.label}</div>
          </div>
        ))}
      </div>
    </div>
  );
});
