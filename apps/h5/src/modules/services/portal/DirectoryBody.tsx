/**
 * The directory laid out as the route's variant asks: `square` a category sidebar beside the
 * apps, `grid` tiles under each category, `matrix` every app in one matrix, `list` rows with
 * their descriptions. The category sid opened at is selected (square) or scrolled to.
 */
import type { PortalApp, PortalCategory } from '@campus/api';
import { List, SideBar } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { AppRow, AppTile } from './AppTile';
import { groupApps, type DirectoryStyle, type StartAt } from './directory';

interface Props {
  style: DirectoryStyle;
  categories: PortalCategory[];
  apps: PortalApp[];
  favorites: string[];
  start: StartAt;
  onOpen: (a: PortalApp) => void;
  onStar: (a: PortalApp) => void;
}

export function DirectoryBody(p: Props) {
  const tr = useT();
  const groups = groupApps(p.categories, p.apps, tr('portal.all'));
  const [active, setActive] = useState(p.start.categoryId ?? '');
  useEffect(() => {
    if (p.style === 'square' || !p.start.categoryId) return;
    document.querySelector(`[data-category="${CSS.escape(p.start.categoryId)}"]`)?.scrollIntoView({ block: 'start' });
  }, [p.style, p.start.categoryId]);
  const tile = (a: PortalApp) => <AppTile key={a.id} app={a} favorite={p.favorites.includes(a.id)} highlighted={a.id === p.start.appId} onOpen={p.onOpen} onStar={p.onStar} />;
  const row = (a: PortalApp) => <AppRow key={a.id} app={a} favorite={p.favorites.includes(a.id)} highlighted={a.id === p.start.appId} onOpen={p.onOpen} onStar={p.onStar} />;

  if (p.style === 'square') {
    const shown = active ? groups.filter((g) => g.id === active) : groups;
    return (
      <div className="row" style={{ alignItems: 'flex-start', background: '#fff' }} data-testid="portal-square">
        <SideBar activeKey={active} onChange={setActive} style={{ '--width': '88px' }}>
          <SideBar.Item key="" title={tr('portal.all')} />
          {p.categories.map((c) => (
            <SideBar.Item key={c.id} title={c.name} />
          ))}
        </SideBar>
        <div className="grow">
          {shown.map((g) => (
            <List key={g.id} header={g.name} data-category={g.id}>
              {g.apps.map(row)}
            </List>
          ))}
        </div>
      </div>
    );
  }
  if (p.style === 'matrix') {
    return (
      <div className="page-card" data-testid="portal-matrix">
        <div className="tiles">{p.apps.map(tile)}</div>
      </div>
    );
  }
  return (
    <>
      {groups.map((g) => (
        <div key={g.id} className="page-card" data-category={g.id}>
          <div className="page-title">{g.name}</div>
          {p.style === 'list' ? <List>{g.apps.map(row)}</List> : <div className="tiles">{g.apps.map(tile)}</div>}
        </div>
      ))}
    </>
  );
}
