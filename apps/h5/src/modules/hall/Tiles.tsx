import { useT } from '../../lib/i18n';
import type { HallItem } from './hall';

export function Tiles(props: { items: HallItem[]; pinned: string[]; editing: boolean; onOpen: (it: HallItem) => void }) {
  const tr = useT();
  return (
    <div className="tiles">
      {props.items.map((it) =>
        it.entry.hall ? (
          <button type="button" key={it.key} className="tile" data-service={it.key} onClick={() => props.onOpen(it)}>
            <span className="tile-icon">{it.entry.hall.icon}</span>
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
