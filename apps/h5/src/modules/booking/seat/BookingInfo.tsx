/**
 * seat/chooseSeatxinxi: the booking information page. With `id`, one booking: seat, session,
 * state, its QR code for a checker, check-in by scanning the room's code, confirm a hold, cancel.
 * Without `id`, the person's bookings.
 */
import type { SeatBooking } from '@campus/api';
import type { I18nKey } from '@campus/i18n';
import { Button, Dialog, List, Tag, Toast } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import type { ScreenProps } from '../../../route-types';
import { errorText, toastError } from '../../../shared/errors';
import NoData from '../../../shared/NoData';
import { Page } from '../../../shared/Page';
import { QrImage } from '../../../shared/QrImage';
import { QrScan } from '../../../shared/QrScan';
import { seatApi } from './endpoints';
import { hm, sessionLabel, span } from './format';
import { countdown } from './layout';
import { timeZone } from '../../../lib/time';
import './seat.css';

const COLOR: Record<SeatBooking['state'], string> = { held: 'warning', booked: 'primary', checked: 'success', cancelled: 'default', expired: 'default', released: 'default', noshow: 'danger' };

export default function BookingInfo(_props: ScreenProps) {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id ? <One id={id} /> : <Mine />;
}

function Mine() {
  const tr = useT();
  const navigate = useNavigate();
  const [list, setList] = useState<SeatBooking[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const zone = timeZone();
  useEffect(() => {
    api(seatApi.mine, { pageSize: 50 }, { errorMode: 'page' })
      .then((r) => setList(r.list.filter((b) => b.state !== 'released' && b.state !== 'expired')))
      .catch((err: unknown) => setFailed(errorText(err)));
  }, []);
  if (failed !== null) return <NoData message={failed} />;
  return (
    <Page page="seat-mine" title={tr('seat.title.mine')}>
      {list && !list.length ? <div className="page-card muted center">{tr('seat.empty.mine')}</div> : null}
      <List>
        {(list ?? []).map((b) => (
          <List.Item key={b.id} data-testid="seat-booking" onClick={() => navigate(`/seat/chooseSeatxinxi?id=${encodeURIComponent(b.id)}`)} description={`${b.roomName} · ${span(b.startsAt, b.endsAt, zone)}`} extra={<Tag color={COLOR[b.state]}>{tr(`seat.state.${b.state}`)}</Tag>}>
            {b.seatLabel}
          </List.Item>
        ))}
      </List>
    </Page>
  );
}

function One(props: { id: string }) {
  const tr = useT();
  const [b, setB] = useState<SeatBooking | null>(null);
  const [missing, setMissing] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const [busy, setBusy] = useState(false);
  const [clock, setClock] = useState(() => Date.now());
  const zone = timeZone();

  const load = useCallback(() => {
    api(seatApi.booking, { id: props.id }, { errorMode: 'page' })
      .then(setB)
      .catch((err: unknown) => setMissing(errorText(err)));
  }, [props.id]);
  useEffect(load, [load]);
  useEffect(() => {
    const tick = setInterval(() => setClock(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);

  async function act(run: () => Promise<SeatBooking>, done: I18nKey) {
    setBusy(true);
    try {
      setB(await run());
      Toast.show({ content: tr(done), icon: 'success' });
    } catch (err) {
      toastError(err);
      load();
    } finally {
      setBusy(false);
    }
  }

  async function cancel() {
    if (!b || !(await Dialog.confirm({ content: tr('seat.action.cancelAsk'), confirmText: tr('common.ok'), cancelText: tr('common.cancel') }))) return;
    await act(() => api(seatApi.cancel, { id: b.id }), 'seat.toast.cancelled');
  }

  if (missing !== null) return <NoData message={missing} />;
  if (!b) return <Page page="seat-booking">{null}</Page>;
  const now = clock / 1000;
  const canCancel = b.state === 'held' || (b.state === 'booked' && now < b.startsAt);
  return (
    <Page page="seat-booking">
      <div className="page-card" data-testid="seat-booking-info" data-state={b.state}>
        <div className="row">
          <span className="grow" style={{ fontWeight: 600 }}>
            {b.roomName}
          </span>
          <Tag color={COLOR[b.state]} data-testid="seat-booking-state">
            {tr(`seat.state.${b.state}`)}
          </Tag>
        </div>
        <div className="seat-info-label" data-testid="seat-booking-seat">
          {b.seatLabel}
        </div>
        <List>
          <List.Item extra={b.place}>{tr('seat.field.place')}</List.Item>
          <List.Item extra={sessionLabel(b.sessionTitle, b.startsAt, b.endsAt, zone)}>{tr('seat.field.session')}</List.Item>
          {b.state === 'held' && b.heldUntil ? <List.Item extra={countdown(b.heldUntil, now)}>{tr('seat.state.held')}</List.Item> : null}
          {b.state === 'booked' && b.deadline ? <List.Item extra={hm(b.deadline, zone)}>{tr('seat.field.deadline', { time: '' })}</List.Item> : null}
          {b.checkedAt ? <List.Item extra={hm(b.checkedAt, zone)}>{tr('seat.field.checkedAt', { time: '' })}</List.Item> : null}
        </List>
      </div>
      {b.state === 'booked' || b.state === 'checked' ? (
        <div className="page-card qr-box">
          <QrImage value={b.code} size={180} testId="seat-booking-qr" />
          <div className="muted">
            {tr('seat.field.codeLine', { code: b.code })}
          </div>
        </div>
      ) : null}
      <div className="row" style={{ flexDirection: 'column', alignItems: 'stretch' }}>
        {b.state === 'held' ? (
          <Button color="primary" block loading={busy} onClick={() => void act(() => api(seatApi.confirm, { id: b.id }), 'seat.toast.confirmed')}>
            {tr('seat.action.confirm')}
          </Button>
        ) : null}
        {b.state === 'booked' && now >= b.startsAt ? (
          <Button color="primary" block onClick={() => setScanning((s) => !s)}>
            {tr('seat.action.checkin')}
          </Button>
        ) : null}
        {b.state === 'booked' && now < b.startsAt ? <div className="muted center">{tr('seat.action.checkinHelp')}</div> : null}
        {canCancel ? (
          <Button block disabled={busy} onClick={() => void cancel()}>
            {b.state === 'held' ? tr('seat.action.release') : tr('seat.action.cancel')}
          </Button>
        ) : null}
      </div>
      {scanning && b.state === 'booked' ? (
        <div style={{ marginTop: 12 }}>
          <div className="muted">{tr('seat.action.checkinHelp')}</div>
          <QrScan
            testId="seat-checkin-scan"
            onCode={(code) => {
              setScanning(false);
              void act(() => api(seatApi.checkin, { id: b.id, code }), 'seat.toast.checkedIn');
            }}
          />
        </div>
      ) : null}
    </Page>
  );
}
