/** schoolMap/model: the campus as a list — buildings and places by category, each card opening it on the map. */
import { CapsuleTabs, Empty, List } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../lib/i18n';
import { Page } from '../../../shared/Page';
import { useOverview, usePois } from './data';
import { byCategory } from './geo';
import './schoolMap.css';

export default function ModelScreen() {
  const tr = useT();
  const navigate = useNavigate();
  const overview = useOverview();
  const [mapId, setMapId] = useState<string | undefined>();
  const map = overview?.maps.find((m) => m.id === mapId) ?? overview?.maps[0];
  const pois = usePois(map?.id);
  const groups = useMemo(() => byCategory(pois, overview?.categories ?? []), [pois, overview]);
  return (
    <Page page="schoolMap-model">
      {overview && overview.maps.length > 1 ? (
        <CapsuleTabs activeKey={map?.id ?? ''} onChange={setMapId}>
          {overview.maps.map((m) => (
            <CapsuleTabs.Tab key={m.id} title={m.name} />
          ))}
        </CapsuleTabs>
      ) : null}
      {groups.map(({ category, pois: list }) => (
        <List key={category.id} header={`${category.icon} ${category.name} · ${tr('schoolMap.places', { n: list.length })}`}>
          {list.map((p) => (
            <div key={p.id} className="smap-card" role="button" data-testid="model-poi" onClick={() => navigate(`/schoolMap/map?id=${encodeURIComponent(p.id)}`)}>
              {p.photos[0] ? <img src={p.photos[0]} alt={p.name} loading="lazy" /> : null}
              <div style={{ minWidth: 0 }}>
                <div style={{ fontWeight: 600 }}>{p.name}</div>
                <div className="smap-muted" style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {p.description}
                </div>
                {p.hours ? <div className="smap-muted">{`${tr('schoolMap.hours')}: ${p.hours}`}</div> : null}
              </div>
            </div>
          ))}
        </List>
      ))}
      {overview && groups.length === 0 ? <Empty description={overview.maps.length ? tr('schoolMap.noMatch') : tr('schoolMap.empty')} /> : null}
    </Page>
  );
}
