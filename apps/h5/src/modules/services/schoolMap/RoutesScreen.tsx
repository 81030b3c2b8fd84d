/** mapGuide/index: guided routes — pick a tour, see it drawn on the plan and its stops in order. */
import type { MapRoute } from '@campus/api';
import { CapsuleTabs, Empty, List } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { useOverview } from './data';
import { schoolMapApi } from './endpoints';
import { MapView } from './MapView';
import './schoolMap.css';

export default function RoutesScreen() {
  const tr = useT();
  const navigate = useNavigate();
  const overview = useOverview();
  const [routes, setRoutes] = useState<MapRoute[] | null>(null);
  const [routeId, setRouteId] = useState<string | undefined>();
  useEffect(() => {
    api(schoolMapApi.routes, {})
      .then((d) => setRoutes(d.list))
      .catch(toastError);
  }, []);
  const route = routes?.find((r) => r.id === routeId) ?? routes?.[0];
  const map = overview?.maps.find((m) => m.id === route?.mapId);
  const path = useMemo(() => route?.stops.map((s) => ({ x: s.x, y: s.y })) ?? [], [route]);
  if (routes && routes.length === 0) return <Empty style={{ paddingTop: 80 }} description={tr('schoolMap.noRoutes')} />;
  return (
    <div className="smap-screen" data-page="mapGuide">
      <div className="smap-top">
        <CapsuleTabs activeKey={route?.id ?? ''} onChange={setRouteId}>
          {(routes ?? []).map((r) => (
            <CapsuleTabs.Tab key={r.id} title={r.name} />
          ))}
        </CapsuleTabs>
      </div>
      <div className="smap-body" style={{ flex: '1 1 50%' }}>
        {map ? <MapView map={map} pois={[]} categories={[]} path={path} /> : null}
      </div>
      {route ? (
        <div style={{ flex: '1 1 40%', overflow: 'auto' }}>
          <List header={`${route.description} · ${tr('schoolMap.stops', { n: route.stops.length })}`} data-testid="route-stops">
            {route.stops.map((s, i) => (
              <List.Item key={s.id} prefix={<span className="smap-stop" style={{ transform: 'none' }}>{i + 1}</span>} clickable onClick={() => navigate(`/schoolMap/map?id=${encodeURIComponent(s.id)}`)}>
                {s.name}
              </List.Item>
            ))}
          </List>
        </div>
      ) : null}
    </div>
  );
}
