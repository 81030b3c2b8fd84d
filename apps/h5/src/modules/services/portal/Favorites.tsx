/** The caller's favourites on top of the directory, in their order; "arrange" moves one forward or removes it. */
import type { PortalApp } from '@campus/api';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { AppIcon, AppTile } from './AppTile';
import { moveUp } from './directory';

interface Props {
  apps: PortalApp[];
  onOpen: (a: PortalApp) => void;
  onStar: (a: PortalApp) => void;
  onOrder: (ids: string[]) => void;
}

export function Favorites(p: Props) {
  const tr = useT();
  const [arranging, setArranging] = useState(false);
  const ids = p.apps.map((a) => a.id);
  return (
    <div className="page-card" data-testid="portal-favorites">
      <div className="row" style={{ justifyContent: 'space-between', marginBottom: 8 }}>
        <span className="page-title" style={{ margin: 0 }}>
          {tr('portal.favorites')}
        </span>
        {p.apps.length > 1 ? (
          <a role="button" onClick={() => setArranging((a) => !a)} data-testid="portal-arrange">
            {tr(arranging ? 'portal.done' : 'portal.edit')}
          </a>
        ) : null}
      </div>
      {p.apps.length === 0 ? <p className="muted">{tr('portal.noFavorites')}</p> : null}
      <div className="tiles">
        {p.apps.map((a, i) =>
          arranging ? (
            <div key={a.id} className="tile" data-testid="portal-favorite">
              <AppIcon app={a} />
              {a.name}
              <span className="row" style={{ gap: 8 }}>
                {i > 0 ? (
                  <a role="button" aria-label={tr('portal.moveUp')} onClick={() => p.onOrder(moveUp(ids, i))}>
                    ←
                  </a>
                ) : null}
                <a role="button" aria-label={tr('portal.unfavorite')} onClick={() => p.onStar(a)}>
                  ✕
                </a>
              </span>
            </div>
          ) : (
            <div key={a.id} data-testid="portal-favorite">
              <AppTile app={a} favorite onOpen={p.onOpen} onStar={p.onStar} />
            </div>
          ),
        )}
      </div>
    </div>
  );
}
