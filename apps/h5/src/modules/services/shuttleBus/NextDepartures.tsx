/**
 * shuttleBus/index (and fudanIndex, a site variant): choose a stop, see the next departures across
 * routes with a live countdown. The layout — one time-ordered list, or grouped by route — comes
 * from the site profile (`variants.shuttleBus.layout`), the variant row defaulting to by-route.
 */
import type { BusStop, Departure } from '@campus/api';
import { Card, Empty, List, Popup, Tag } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ScreenProps } from '../../../route-types';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { useSite } from '../../../lib/site';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { shuttleBusApi } from './endpoints';
import { byRoute, countdown, layoutOf, savedStop, saveStop } from './format';

function useNow(): number {
  const [t, setT] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const id = setInterval(() => setT(Math.floor(Date.now() / 1000)), 1000);
    return () => clearInterval(id);
  }, []);
  return t;
}

function Countdown(props: { at: number; now: number }) {
  const tr = useT();
  const c = countdown(props.at, props.now);
  const text = c.kind === 'departing' ? tr('shuttleBus.departing') : c.kind === 'minutes' ? tr('shuttleBus.inMinutes', { n: c.n }) : tr('shuttleBus.inHours', { h: c.h, m: c.m });
  return (
    <span data-testid="bus-countdown" style={{ color: c.kind === 'hours' ? '#888' : 'var(--adm-color-danger)', fontSize: 13 }}>
      {text}
    </span>
  );
}

export default function NextDepartures(props: ScreenProps) {
  const tr = useT();
  const navigate = useNavigate();
  const site = useSite();
  const [stops, setStops] = useState<BusStop[]>([]);
  const [stopId, setStopId] = useState(savedStop);
  const [picking, setPicking] = useState(false);
  const [data, setData] = useState<{ list: Departure[]; skew: number } | null>(null);
  const now = useNow();
  useEffect(() => {
    api(shuttleBusApi.stops, {})
      .then((d) => {
        setStops(d.list);
        setStopId((s) => (d.list.some((x) => x.id === s) ? s : ''));
      })
      .catch(toastError);
  }, []);
  // Refresh when the stop changes and every minute, so passed buses drop off.
  const minute = Math.floor(now / 60);
  useEffect(() => {
    if (!stopId) return;
    let live = true;
    api(shuttleBusApi.next, { stopId })
      .then((d) => live && setData({ list: d.list, skew: d.now - Math.floor(Date.now() / 1000) }))
      .catch(toastError);
    return () => {
      live = false;
    };
  }, [stopId, minute]);
  const layout = layoutOf(site?.variants, props.variant);
  const stop = stops.find((s) => s.id === stopId);
  const serverNow = now + (data?.skew ?? 0);
  const list = useMemo(() => (data?.list ?? []).filter((d) => d.at >= serverNow - 30), [data, serverNow]);
  const row = (d: Departure) => (
    <List.Item
      key={`${d.routeId}-${d.at}`}
      data-testid="bus-departure"
      prefix={<span style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 5, background: d.color }} />}
      description={tr('shuttleBus.towards', { stop: d.towards })}
      extra={<Countdown at={d.at} now={serverNow} />}
      onClick={() => navigate(`/shuttleBus/detail?id=${encodeURIComponent(d.routeId)}`)}
    >
      <span style={{ fontSize: 18, fontWeight: 600, marginRight: 8 }}>{d.time}</span>
      {layout === 'list' ? <Tag color={d.color}>{d.routeName}</Tag> : null}
    </List.Item>
  );
  return (
    <Page page={`shuttleBus-${layout}`}>
      <List>
        <List.Item clickable onClick={() => setPicking(true)} extra={stop?.name ?? tr('shuttleBus.chooseStop')} data-testid="bus-stop-picker">
          {tr('shuttleBus.stop')}
        </List.Item>
      </List>
      <Popup visible={picking} onMaskClick={() => setPicking(false)} bodyStyle={{ maxHeight: '60vh', overflowY: 'auto' }}>
        <List header={tr('shuttleBus.chooseStop')} data-testid="bus-stop-list">
          {stops.map((s) => (
            <List.Item
              key={s.id}
              clickable
              description={s.position}
              extra={s.id === stopId ? '✓' : null}
              onClick={() => {
                setStopId(s.id);
                saveStop(s.id);
                setPicking(false);
              }}
            >
              {s.name}
            </List.Item>
          ))}
        </List>
      </Popup>
      {stopId && layout === 'list' ? <List header={tr('shuttleBus.next')}>{list.map(row)}</List> : null}
      {stopId && layout === 'routes'
        ? byRoute(list).map((g) => (
            <Card key={g.routeId} title={<span style={{ color: g.color }}>{g.routeName}</span>} style={{ margin: 8 }} onHeaderClick={() => navigate(`/shuttleBus/detail?id=${encodeURIComponent(g.routeId)}`)}>
              <List>{g.items.map(row)}</List>
            </Card>
          ))
        : null}
      {stopId && data && list.length === 0 ? <Empty description={tr('shuttleBus.noneSoon')} /> : null}
      {!stopId ? <Empty description={tr('shuttleBus.chooseStop')} /> : null}
    </Page>
  );
}
