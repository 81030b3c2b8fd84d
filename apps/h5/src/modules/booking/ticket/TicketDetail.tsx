/**
 * ticket/detail: an event with its ticket types, times and rules; the per-type button carries
 * the server's label; subscribe toggle; waiting list with the hold countdown; the caller's
 * tickets. While something can move (the window is open, a hold or a waiting place) it polls
 * `ticket.status` every few seconds, and only while the screen is shown.
 */
import type { TicketEventDetail } from '@campus/api';
import { Button, Dialog, List, Switch, Toast } from 'antd-mobile';
import { useCallback, useContext, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ActiveContext } from '../../../lib/active';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { timeText } from '../../../lib/time';
import type { ScreenProps } from '../../../route-types';
import { errorText, toastError } from '../../../shared/errors';
import NoData from '../../../shared/NoData';
import { Page } from '../../../shared/Page';
import { ticketApi } from './endpoints';
import { canGrabMore, pollInterval } from './logic';
import { TypeCard } from './TypeCard';

export default function TicketDetail(_props: ScreenProps) {
  const tr = useT();
  const navigate = useNavigate();
  const shown = useContext(ActiveContext);
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [ev, setEv] = useState<TicketEventDetail | null>(null);
  const [missing, setMissing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The server's clock, advanced locally between polls (countdowns).
  const [clock, setClock] = useState({ server: 0, local: 0 });
  // Re-renders once a second while a hold counts down.
  const [, setTick] = useState(0);

  const load = useCallback(async () => {
    if (!id) return setMissing('');
    try {
      const d = await api(ticketApi.detail, { id }, { errorMode: 'page' });
      setEv(d);
      setClock({ server: d.now, local: Date.now() });
    } catch (err) {
      setMissing(errorText(err));
    }
  }, [id]);

  useEffect(() => {
    setEv(null);
    setMissing(null);
    void load();
  }, [load]);

  const nowS = clock.server + Math.floor((Date.now() - clock.local) / 1000);
  const every = ev && shown ? pollInterval(ev, ev.types, nowS) : null;
  useEffect(() => {
    if (!every || !ev) return;
    const h = setInterval(() => {
      api(ticketApi.status, { id: ev.id }, { silent: true })
        .then((s) => {
          setEv((cur) => (cur ? { ...cur, types: s.types, subscribed: s.subscribed } : cur));
          setClock({ server: s.now, local: Date.now() });
        })
        .catch(() => undefined);
    }, every);
    return () => clearInterval(h);
  }, [every, ev?.id]); // eslint-disable-line react-hooks/exhaustive-deps -- restart only when the pace or the event changes

  const holding = ev?.types.some((t) => t.wait?.status === 'held') ?? false;
  useEffect(() => {
    if (!holding) return;
    const h = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(h);
  }, [holding]);

  async function run<T>(fn: () => Promise<T>, done?: (r: T) => void) {
    setBusy(true);
    try {
      const r = await fn();
      done?.(r);
      await load();
    } catch (err) {
      toastError(err);
      await load();
    } finally {
      setBusy(false);
    }
  }

  if (missing !== null) return <NoData message={missing} />;
  if (!ev) return <Page page="ticket-detail">{null}</Page>;

  const openTicket = (ticketId: string) =>
    navigate(`/ticket/success?event=${encodeURIComponent(ev.id)}&id=${encodeURIComponent(ticketId)}`);

  async function act(typeId: string, action: 'enroll' | 'join' | 'refund') {
    if (action === 'enroll') {
      await run(
        () => api(ticketApi.enroll, { typeId }),
        (r) => {
          if (r.kind === 'ticket') {
            Toast.show({ content: tr('ticket.action.grabbed'), icon: 'success' });
            openTicket(r.id);
          } else Toast.show({ content: tr('ticket.action.reserved'), icon: 'success' });
        },
      );
    } else if (action === 'join') {
      await run(
        () => api(ticketApi.waitJoin, { typeId }),
        () => Toast.show({ content: tr('ticket.action.joined') }),
      );
    } else {
      const mine = ev!.mine.find((m) => m.typeId === typeId && m.status === 'issued');
      if (!mine || !(await Dialog.confirm({ content: tr('ticket.action.refundConfirm'), confirmText: tr('common.ok'), cancelText: tr('common.cancel') }))) return;
      await run(
        () => api(ticketApi.refund, { id: mine.id }),
        () => Toast.show({ content: tr('ticket.action.refunded') }),
      );
    }
  }

  const typeName = (typeId: string) => ev.types.find((t) => t.id === typeId)?.name ?? '';
  return (
    <Page page="ticket-detail">
      <div className="page-card" data-testid="ticket-detail" data-event={ev.id}>
        <h1 className="page-title">{ev.title}</h1>
        <div className="muted">
          {tr('ticket.field.place')}: {ev.place}
        </div>
        <div className="muted">
          {tr('ticket.field.startsAt')}: {timeText(ev.startsAt)}
        </div>
        <div className="muted">
          {tr(ev.mode === 'reserve' ? 'ticket.field.reservationTime' : 'ticket.field.grabbingTime')}:{' '}
          {timeText(ev.openAt)} – {timeText(ev.closeAt)}
        </div>
        <div className="muted">
          {tr('ticket.field.refundUntil')}: {timeText(ev.refundUntil)}
        </div>
        {ev.description ? <p>{ev.description}</p> : null}
        <div className="row" style={{ justifyContent: 'space-between', marginTop: 8 }}>
          <span>{tr(ev.subscribed ? 'ticket.action.unsubscribe' : 'ticket.action.subscribe')}</span>
          <Switch
            data-testid="ticket-subscribe"
            checked={ev.subscribed}
            disabled={busy}
            onChange={(on) =>
              void run(
                () => api(on ? ticketApi.subscribe : ticketApi.cancelSub, { id: ev.id }),
                () => Toast.show({ content: tr(on ? 'ticket.action.subscribed' : 'ticket.action.unsubscribed') }),
              )
            }
          />
        </div>
      </div>
      {ev.types.map((ty) => (
        <TypeCard
          key={ty.id}
          type={ty}
          now={nowS}
          busy={busy}
          canMore={canGrabMore(
            ev,
            ty,
            ev.mine.filter((m) => m.typeId === ty.id && m.status !== 'cancelled').length,
            nowS,
          )}
          onAction={(a) => void act(ty.id, a)}
          onConfirm={() =>
            void run(
              () => api(ticketApi.holdConfirm, { typeId: ty.id }),
              (r) => {
                Toast.show({ content: tr('ticket.action.confirmed'), icon: 'success' });
                openTicket(r.id);
              },
            )
          }
          onLeave={() =>
            void run(
              () => api(ticketApi.waitLeave, { typeId: ty.id }),
              () => Toast.show({ content: tr('ticket.action.left') }),
            )
          }
        />
      ))}
      {/* Only someone who has (or had) a ticket sees the section. */}
      {ev.mine.length ? (
        <List mode="card" header={tr('ticket.action.myTickets')} data-testid="ticket-mine">
          {ev.mine.map((m) => (
            <List.Item
              key={m.id}
              description={`${tr('ticket.field.redemptionCode')}: ${m.code}`}
              extra={tr(`ticket.ticketStatus.${m.status}`)}
              onClick={m.status === 'cancelled' ? undefined : () => openTicket(m.id)}
            >
              {typeName(m.typeId)}
            </List.Item>
          ))}
        </List>
      ) : null}
      <div className="page-card">
        <strong>{tr('ticket.field.rules')}</strong>
        <p className="muted">{tr(`ticket.rule.${ev.mode}`)}</p>
        <p className="muted">
          {ev.holdMinutes > 0 ? tr('ticket.rule.refund', { n: ev.holdMinutes }) : tr('ticket.rule.noWait')}
        </p>
      </div>
      {ev.mine.some((m) => m.status !== 'cancelled') ? (
        <div className="page-actions">
          <Button
            block
            color="primary"
            fill="outline"
            onClick={() => openTicket(ev.mine.find((m) => m.status !== 'cancelled')!.id)}
          >
            {tr('ticket.action.showTicket')}
          </Button>
        </div>
      ) : null}
    </Page>
  );
}
