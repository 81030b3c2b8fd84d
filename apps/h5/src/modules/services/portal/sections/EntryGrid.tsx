/** An entry grid: the chosen apps, the popular ones or the reader's favourites, as tiles. */
import type { HomeSection, PortalApp } from '@campus/api';
import { useT } from '../../../../lib/i18n';
import { AppIcon } from '../AppTile';
import { pick } from '../directory';
import { useOpenApp } from '../useDirectory';

type Entries = Extract<HomeSection, { type: 'entries' }>;

export function EntryGrid(props: { section: Entries; apps: PortalApp[]; favorites: string[]; popular: string[]; title: string }) {
  const tr = useT();
  const open = useOpenApp();
  const s = props.section;
  const ids = s.source === 'apps' ? s.appIds : (s.source === 'popular' ? props.popular : props.favorites).slice(0, s.limit);
  const apps = pick(ids, props.apps);
  return (
    <div className="page-card" data-testid="home-entries" data-section={s.id}>
      <div className="page-title">{props.title}</div>
      {apps.length === 0 ? <p className="muted">{tr(s.source === 'favorites' ? 'portal.noFavorites' : 'portal.empty')}</p> : null}
      <div className="tiles" style={{ gridTemplateColumns: `repeat(${s.columns}, 1fr)` }}>
        {apps.map((a) => (
          <button key={a.id} type="button" className="tile" data-testid="portal-app" data-app={a.name} onClick={() => open(a)}>
            <AppIcon app={a} />
            {a.name}
          </button>
        ))}
      </div>
    </div>
  );
}
