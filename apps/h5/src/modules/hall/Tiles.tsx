import { useT } from '../../lib/i18n';
import type { HallItem } from './hall';

/** Variation selector 15: draw the glyph as a monochrome symbol, never as a colour emoji (✈, ⚙, ✉ have both forms). */
const TEXT_STYLE = '\uFE0E';

/** The unread count on a tile (the message centre's). */
const BADGE = {
  position: 'absolute', top: -4, left: '58%', minWidth: 16, height: 16, padding: '0 4px', borderRadius: 8, boxSizing: 'border-box',
  background: '#ff3141', color: '#fff', fontSize: 11, lineHeight: '16px', textAlign: 'center',
} as const;

export function Tiles(props: { items: HallItem[]; pinned: string[]; editing: boolean; onOpen: (it: HallItem) => void; badges?: Record<string, number> }) {
  const tr = useT();
  return (
    <div className="tiles">
      {props.items.map((it) =>
        it.entry.hall ? (
          <button type="button" key={it.key} className="tile" data-service={it.key} onClick={() => props.onOpen(it)}>
            <span className="tile-icon" aria-hidden="true">
              {it.entry.hall.icon}
              {TEXT_STYLE}
            </span>
            {props.badges?.[it.key] ? (
              <span className="tile-badge" style={BADGE} data-testid="tile-badge">
                {(props.badges[it.key] ?? 0) > 99 ? '99+' : props.badges[it.key]}
              </span>
            ) : null}
            {props.editing || props.pinned.includes(it.key) ? (
              <span className="tile-star">{props.pinned.includes(it.key) ? '★' : '☆'}</span>
            ) : null}
            {tr(it.entry.hall.label)}
          </button>
        ) : null,
      )}
    </div>
  );
}
