/** The seat map editor's grid: one button per cell, painted with the chosen tool. */
import { t } from '@campus/i18n';
import { memo } from 'react';
import { key, type Grid } from './editor';

const COLORS = { seat: '#52c41a', unavailable: '#bfbfbf', aisle: '#f0f0f0', empty: '#fff' };

export const MapGrid = memo(function MapGrid(p: { grid: Grid; selected: string | null; onCell: (r: number, c: number) => void }) {
  const size = p.grid.cols > 30 ? 26 : 34;
  return (
    <div style={{ overflow: 'auto', maxHeight: '65vh', background: '#fafafa', padding: 8, borderRadius: 6 }}>
      <div style={{ textAlign: 'center', color: '#999', borderTop: '3px solid #d9d9d9', width: '60%', margin: '0 auto 8px' }}>{t('adminSeat.editor.front')}</div>
      <div data-testid="seat-editor-grid" style={{ display: 'grid', gridTemplateColumns: `repeat(${p.grid.cols}, ${size}px)`, gridAutoRows: `${size}px`, gap: 3, width: 'max-content', margin: '0 auto' }}>
        {Array.from({ length: p.grid.rows * p.grid.cols }, (_, i) => {
          const r = Math.floor(i / p.grid.cols);
          const c = i % p.grid.cols;
          const cell = p.grid.cells[key(r, c)];
          const kind = !cell ? 'empty' : cell.kind === 'aisle' ? 'aisle' : cell.unavailable ? 'unavailable' : 'seat';
          const name = kind === 'seat' || kind === 'unavailable' ? cell!.label : t(`adminSeat.editor.${kind === 'aisle' ? 'aisle' : 'empty'}`);
          return (
            <button
              key={i}
              type="button"
              data-cell={key(r, c)}
              data-kind={kind}
              aria-label={t('adminSeat.editor.cell', { r: r + 1, c: c + 1, kind: name })}
              title={name}
              onClick={() => p.onCell(r, c)}
              style={{
                border: p.selected === key(r, c) ? '2px solid #1677ff' : kind === 'empty' ? '1px dashed #d9d9d9' : '1px solid transparent',
                background: kind === 'seat' ? '#fff' : COLORS[kind],
                boxShadow: kind === 'seat' ? `inset 0 0 0 1.5px ${COLORS.seat}` : undefined,
                borderRadius: 4,
                fontSize: 9,
                padding: 0,
                cursor: 'pointer',
                overflow: 'hidden',
                position: 'relative',
              }}
            >
              {kind === 'seat' || kind === 'unavailable' ? cell!.label : ''}
              {cell?.kind === 'seat' && (cell.power || cell.window) ? <span style={{ position: 'absolute', top: 0, right: 1, fontSize: 8 }}>{cell.power ? '⚡' : '▯'}</span> : null}
            </button>
          );
        })}
      </div>
    </div>
  );
});
