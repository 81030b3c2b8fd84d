/**
 * Choosing a seat (seat/chooseSeat and seat/chooseSeatNew, variants of one screen): the map of a
 * session polled every few seconds; tapping a free seat holds it on the server, the bar below
 * counts the hold down and confirms it into a booking. Both variants open with the map fitted to
 * the phone's width (zooming in scrolls it sideways) and mark power and window seats.
 */
import type { SeatCell, SeatMap, SeatMapState, SeatState } from '@campus/api';
import { Button, Toast } from 'antd-mobile';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import type { ScreenProps } from '../../../route-types';
import { errorText, toastError } from '../../../shared/errors';
import NoData from '../../../shared/NoData';
import { Page } from '../../../shared/Page';
import { seatApi } from './endpoints';
import { sessionLabel } from './format';
import { countdown, stateSets } from './layout';
import { Legend, marksOf, SeatGrid } from './SeatGrid';
import { timeZone } from '../../../lib/time';
import './seat.css';

const POLL_MS = 4000;
const ZOOM = { min: 0.6, max: 2, step: 0.2 };

export default function ChooseSeat(_props: ScreenProps) {
  const tr = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sessionId = params.get('session') ?? '';
  const [map, setMap] = useState<SeatMap | null>(null);
  const [state, setState] = useState<SeatMapState | null>(null);
  const [missing, setMissing] = useState<string | null>(null);
  const [zoom, setZoom] = useState(1);
  const zone = timeZone();
  const [busy, setBusy] = useState(false);
  const [clock, setClock] = useState(() => Date.now());
  const offset = useRef(0);

  const apply = useCallback((s: SeatMapState) => {
    offset.current = s.now - Date.now() / 1000;
    setState(s);
  }, []);

  useEffect(() => {
    if (!sessionId) return setMissing('');
    api(seatApi.map, { sessionId }, { errorMode: 'page' })
      .then((m) => {
        setMap(m);
        apply(m);
      })
      .catch((err: unknown) => setMissing(errorText(err)));
  }, [sessionId, apply]);

  useEffect(() => {
    if (!map) return;
    const timer = setInterval(() => {
      setClock(Date.now());
      if (document.visibilityState === 'hidden') return;
      api(seatApi.state, { sessionId }, { silent: true }).then(apply, () => undefined);
    }, POLL_MS);
    const tick = setInterval(() => setClock(Date.now()), 1000);
    return () => {
      clearInterval(timer);
      clearInterval(tick);
    };
  }, [map, sessionId, apply]);

  const sets = useMemo(() => stateSets(state ?? { held: [], taken: [], mine: null }), [state]);
  const marks = useMemo(() => marksOf(map?.cells ?? []), [map]);
  const mine = state?.mine ?? null;

  const onSeat = useCallback(
    async (seat: SeatCell, st: SeatState) => {
      if (st !== 'free' || !seat.id || busy) {
        if (st === 'held' || st === 'taken') Toast.show({ content: tr(`seat.seatState.${st}`) });
        return;
      }
      setBusy(true);
      try {
        const b = await api(seatApi.hold, { sessionId, seatId: seat.id });
        setState((s) => (s ? { ...s, mine: b } : s));
        Toast.show({ content: tr('seat.toast.held', { seat: b.seatLabel }) });
      } catch (err) {
        toastError(err);
        api(seatApi.state, { sessionId }, { silent: true }).then(apply, () => undefined);
      } finally {
        setBusy(false);
      }
    },
    [busy, sessionId, tr, apply],
  );

  async function confirm() {
    if (!mine) return;
    setBusy(true);
    try {
      const b = await api(seatApi.confirm, { id: mine.id });
      Toast.show({ content: tr('seat.toast.confirmed'), icon: 'success' });
      navigate(`/seat/chooseSeatxinxi?id=${encodeURIComponent(b.id)}`);
    } catch (err) {
      toastError(err);
      api(seatApi.state, { sessionId }, { silent: true }).then(apply, () => undefined);
    } finally {
      setBusy(false);
    }
  }

  async function release() {
    if (!mine) return;
    setBusy(true);
    try {
      await api(seatApi.cancel, { id: mine.id });
      setState((s) => (s ? { ...s, mine: null } : s));
      Toast.show({ content: tr('seat.toast.released') });
    } catch (err) {
      toastError(err);
    } finally {
      setBusy(false);
    }
  }

  if (missing !== null) return <NoData message={missing} />;
  if (!map) return <Page page="seat-choose">{null}</Page>;
  const serverNow = clock / 1000 + offset.current;
  return (
    <Page page="seat-choose">
      <div className="page-card">
        <div style={{ fontWeight: 600 }}>{map.room.name}</div>
        <div className="muted">
          {sessionLabel(map.session.title, map.session.startsAt, map.session.endsAt, zone)} · {map.room.place}
        </div>
        <div className="muted">{tr('seat.field.holdRule', { n: map.room.holdMinutes })}</div>
      </div>
      <div className="seat-zoom">
        <Button size="mini" aria-label={tr('seat.map.zoomOut')} disabled={zoom <= ZOOM.min} onClick={() => setZoom((z) => Math.max(ZOOM.min, +(z - ZOOM.step).toFixed(1)))}>
          −
        </Button>
        <Button size="mini" aria-label={tr('seat.map.zoomIn')} disabled={zoom >= ZOOM.max} onClick={() => setZoom((z) => Math.min(ZOOM.max, +(z + ZOOM.step).toFixed(1)))}>
          +
        </Button>
      </div>
      {map.cells.length ? (
        <SeatGrid rows={map.room.rows} cols={map.room.cols} cells={map.cells} sets={sets} zoom={zoom} onSeat={(c, s) => void onSeat(c, s)} />
      ) : (
        <div className="page-card muted center">{tr('seat.map.empty')}</div>
      )}
      <Legend marks={marks} />
      {mine && mine.state === 'held' ? (
        <div className="seat-bar" data-testid="seat-hold-bar">
          <div className="row">
            <span className="grow">
              {tr('seat.field.seat')} <b data-testid="held-seat">{mine.seatLabel}</b>
            </span>
            <span className="muted">{tr('seat.field.heldLeft', { time: countdown(mine.heldUntil ?? 0, serverNow) })}</span>
          </div>
          <div className="row">
            <Button className="grow" onClick={() => void release()} disabled={busy}>
              {tr('seat.action.release')}
            </Button>
            <Button className="grow" color="primary" onClick={() => void confirm()} loading={busy} data-testid="seat-confirm">
              {tr('seat.action.confirm')}
            </Button>
          </div>
        </div>
      ) : mine ? (
        <div className="seat-bar">
          <div className="row">
            <span className="grow">
              {tr('seat.field.seat')} <b>{mine.seatLabel}</b> · {tr(`seat.state.${mine.state}`)}
            </span>
            <Button size="small" color="primary" onClick={() => navigate(`/seat/chooseSeatxinxi?id=${encodeURIComponent(mine.id)}`)}>
              {tr('seat.action.view')}
            </Button>
          </div>
        </div>
      ) : null}
    </Page>
  );
}
