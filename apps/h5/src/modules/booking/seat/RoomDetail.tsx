/** seat/detail: a room, its sessions of a chosen day with free seats, and the person's bookings there. */
import type { OutputOf } from '@campus/api';
import { Button, List, Tag } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import type { ScreenProps } from '../../../route-types';
import { errorText } from '../../../shared/errors';
import NoData from '../../../shared/NoData';
import { Page } from '../../../shared/Page';
import { seatApi } from './endpoints';
import { datesFrom, span, times as timesOf } from './format';
import { timeZone } from '../../../lib/time';
import './seat.css';

type Detail = OutputOf<typeof seatApi.detail>;

export default function RoomDetail(_props: ScreenProps) {
  const tr = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  // The site's today (its timezone, not the phone's) comes with the first answer.
  const [today, setToday] = useState<string | null>(null);
  const [day, setDay] = useState<string | undefined>(undefined);
  const [d, setD] = useState<Detail | null>(null);
  const [missing, setMissing] = useState<string | null>(null);
  const zone = timeZone();

  useEffect(() => {
    if (!id) return setMissing('');
    api(seatApi.detail, day ? { id, date: day } : { id }, { errorMode: 'page' })
      .then((r) => {
        setD(r);
        setToday((t) => t ?? r.date);
      })
      .catch((err: unknown) => setMissing(errorText(err)));
  }, [id, day]);

  if (missing !== null) return <NoData message={missing} />;
  if (!d) return <Page page="seat-detail">{null}</Page>;
  const now = Date.now() / 1000;
  const days = datesFrom(today ?? d.date, 7);
  return (
    <Page page="seat-detail">
      <div className="page-card">
        <h1 className="page-title">{d.room.name}</h1>
        <div className="muted">
          {tr('seat.field.placeLine', { place: d.room.place })}
        </div>
        <div className="muted">
          {tr('seat.field.openHoursLine', { hours: d.room.openHours })}
        </div>
        {d.room.description ? <p>{d.room.description}</p> : null}
        <div className="muted">{tr('seat.field.graceRule', { n: d.room.graceMinutes })}</div>
        <div className="muted">{tr('seat.field.dayLimit', { n: d.room.perDayLimit })}</div>
      </div>
      <div className="seat-days" role="group">
        {days.map((x, i) => (
          <button key={x} type="button" className="seat-day" aria-pressed={x === d.date} onClick={() => setDay(x)}>
            {i === 0 ? tr('seat.action.today') : x.slice(5)}
          </button>
        ))}
      </div>
      <List mode="card" header={tr('seat.field.session')}>
        {d.sessions.length ? null : <List.Item>{tr('seat.field.noSessionOnDay')}</List.Item>}
        {d.sessions.map((s) => {
          const ended = s.endsAt <= now;
          const state = ended ? 'ended' : s.free === 0 ? 'full' : 'open';
          // A session is named by its times (on the site's clock, as the server titles it) unless it has
          // a title of its own (then they go below).
          const times = timesOf(s.startsAt, s.endsAt, zone);
          return (
            <List.Item
              key={s.id}
              data-testid="seat-session"
              data-state={state}
              description={s.title && s.title !== times ? times : undefined}
              extra={
                <Button size="small" color="primary" disabled={state !== 'open'} onClick={() => navigate(`/seat/chooseSeat?session=${encodeURIComponent(s.id)}`)}>
                  {tr('seat.action.choose')}
                </Button>
              }
            >
              {s.title || times}{' '}
              {state === 'open' ? (
                <span className="seat-free-count">{tr('seat.field.free', { free: s.free, total: d.room.seats })}</span>
              ) : (
                <span className="muted">{tr(state === 'ended' ? 'seat.field.sessionEnded' : 'seat.field.sessionFull')}</span>
              )}
            </List.Item>
          );
        })}
      </List>
      {d.mine.length ? (
        <List mode="card" header={tr('seat.action.mine')}>
          {d.mine.map((b) => (
            <List.Item key={b.id} onClick={() => navigate(`/seat/chooseSeatxinxi?id=${encodeURIComponent(b.id)}`)} extra={<Tag color="primary">{tr(`seat.state.${b.state}`)}</Tag>} description={span(b.startsAt, b.endsAt, zone)}>
              {b.seatLabel}
            </List.Item>
          ))}
        </List>
      ) : null}
    </Page>
  );
}
