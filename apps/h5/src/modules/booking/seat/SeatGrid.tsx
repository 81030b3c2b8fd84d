/**
 * The seat map: a plain CSS grid of buttons (fast for 500+ seats) sized to the box it is drawn in,
 * row labels at both ends (they stay in view while a zoomed map scrolls sideways), power and
 * window marks inside their seats, the front indicator and a legend. Seats announce their label,
 * state and marks to screen readers.
 */
import type { SeatCell, SeatState } from '@campus/api';
import { memo, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { buildRows, fitGrid, GAP, PAD, seatState, type StateSets } from './layout';

export const SEAT_STATES_SHOWN: SeatState[] = ['free', 'mine', 'held', 'taken', 'unavailable'];

/**
 * A mark a seat may carry, drawn the same on the map and in the legend: a bolt for power, a window
 * pane drawn in CSS for a window seat (a ▯ glyph reads as a missing character).
 */
function Mark(props: { kind: 'power' | 'window' }) {
  return <span className={`seat-mark seat-mark-${props.kind}`}>{props.kind === 'power' ? '⚡\uFE0E' : null}</span>;
}

/** Which marks appear on a map (the legend explains only those). */
export function marksOf(cells: readonly SeatCell[]): { power: boolean; window: boolean } {
  return {
    power: cells.some((c) => c.kind === 'seat' && c.power),
    window: cells.some((c) => c.kind === 'seat' && c.window),
  };
}

export function Legend(props: { marks?: { power: boolean; window: boolean } }) {
  const tr = useT();
  return (
    <div className="seat-legend" aria-hidden="true" data-testid="seat-legend">
      {SEAT_STATES_SHOWN.map((s) => (
        <span key={s}>
          <i className={`seat-${s}`} />
          {tr(`seat.seatState.${s}`)}
        </span>
      ))}
      {(['power', 'window'] as const).map((m) =>
        props.marks?.[m] ? (
          <span key={m}>
            <i className="seat-free seat-legend-mark">
              <Mark kind={m} />
            </i>
            {tr(`seat.attr.${m}`)}
          </span>
        ) : null,
      )}
    </div>
  );
}

/** The width of the box the map is drawn in, following rotation and resizing; a phone's before the first layout (and in jsdom). */
function useBoxWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const read = () => setWidth(el.clientWidth);
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(read);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return [ref, width || 366] as const;
}

interface Props {
  rows: number;
  cols: number;
  cells: readonly SeatCell[];
  sets: StateSets;
  /** 1 fits the map to the width; more scrolls it sideways. */
  zoom: number;
  onSeat: (seat: SeatCell, state: SeatState) => void;
}

export const SeatGrid = memo(function SeatGrid(p: Props) {
  const tr = useT();
  const [box, width] = useBoxWidth();
  const grid = useMemo(() => buildRows(p.rows, p.cols, p.cells), [p.rows, p.cols, p.cells]);
  const fit = fitGrid(grid, p.cols, width, p.zoom);
  const both = tr('seat.attr.both');
  return (
    <div
      ref={box}
      className="seat-scroll"
      data-testid="seat-map"
      data-scrolls={fit.width > width ? 'x' : undefined}
      tabIndex={fit.width > width ? 0 : undefined}
    >
      <div className="seat-plan" style={{ width: fit.width }}>
        <div className="seat-front">{tr('seat.map.front')}</div>
        <div
          className="seat-grid"
          role="grid"
          style={{ gridTemplateColumns: fit.columns, gridAutoRows: `${fit.cell}px`, gap: GAP, padding: `0 ${PAD}px` }}
        >
          {grid.map((row, r) => (
            <div key={r} role="row" style={{ display: 'contents' }}>
              <div className="seat-row-label seat-row-start" role="rowheader">
                {row.label}
              </div>
              {row.cells.map((cell, c) => {
                if (!cell || cell.kind !== 'seat')
                  return <div key={c} className={cell ? 'seat-aisle' : 'seat-none'} role="gridcell" />;
                const state = seatState(cell, p.sets);
                const usable = state === 'free' || state === 'mine';
                const marks =
                  cell.power && cell.window
                    ? both
                    : cell.power
                      ? tr('seat.attr.power')
                      : cell.window
                        ? tr('seat.attr.window')
                        : '';
                const name = tr('seat.map.seatAria', { label: cell.label, state: tr(`seat.seatState.${state}`) });
                return (
                  <button
                    key={c}
                    type="button"
                    role="gridcell"
                    className={`seat-cell seat-${state}${fit.cell < 30 ? ' seat-small' : ''}`}
                    data-seat={cell.label}
                    data-state={state}
                    aria-label={marks ? tr('seat.map.seatAriaMarks', { seat: name, marks }) : name}
                    aria-disabled={!usable}
                    onClick={() => p.onSeat(cell, state)}
                  >
                    {fit.cell >= 22 ? cell.label.replace(/^.*?(\d+)\D*$/, '$1') : ''}
                    {cell.window ? <Mark kind="window" /> : null}
                    {cell.power ? <Mark kind="power" /> : null}
                  </button>
                );
              })}
              <div className="seat-row-label seat-row-end" role="rowheader">
                {row.label}
              </div>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
});
