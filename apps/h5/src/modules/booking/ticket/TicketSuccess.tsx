/** ticket/success: one of the caller's tickets with its QR code (the 兑换码), 姓名 and 学工号, for the checker to scan. */
import type { TicketEventDetail } from '@campus/api';
import { Button, Tag } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { timeText } from '../../../lib/time';
import type { ScreenProps } from '../../../route-types';
import { errorText } from '../../../shared/errors';
import NoData from '../../../shared/NoData';
import { Page } from '../../../shared/Page';
import { QrImage } from '../../../shared/QrImage';
import { ticketApi } from './endpoints';

const STATUS_COLOR = { issued: 'success', checked: 'default', cancelled: 'danger' } as const;

export default function TicketSuccess(_props: ScreenProps) {
  const tr = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const eventId = params.get('event') ?? '';
  const ticketId = params.get('id') ?? '';
  const [ev, setEv] = useState<TicketEventDetail | null>(null);
  const [missing, setMissing] = useState<string | null>(null);

  useEffect(() => {
    if (!eventId) return setMissing('');
    api(ticketApi.detail, { id: eventId }, { errorMode: 'page' })
      .then(setEv)
      .catch((err: unknown) => setMissing(errorText(err)));
  }, [eventId]);

  if (missing !== null) return <NoData message={missing} />;
  if (!ev) return <Page page="ticket-success">{null}</Page>;
  const tk = ev.mine.find((m) => m.id === ticketId) ?? ev.mine.find((m) => m.status !== 'cancelled');
  if (!tk) return <NoData message={tr('ticket.none')} />;
  const type = ev.types.find((t) => t.id === tk.typeId);
  return (
    <Page page="ticket-success">
      <div className="page-card" style={{ textAlign: 'center' }} data-testid="ticket-card" data-status={tk.status}>
        <h1 className="page-title">{ev.title}</h1>
        <div className="muted">
          {type?.name} · {timeText(ev.startsAt)} · {ev.place}
        </div>
        <div style={{ margin: '12px 0' }}>
          <Tag color={STATUS_COLOR[tk.status]} fill="outline" data-testid="ticket-status">
            {tr(`ticket.ticketStatus.${tk.status}`)}
            {tk.checkedAt ? ` · ${timeText(tk.checkedAt)}` : ''}
          </Tag>
        </div>
        {tk.status === 'issued' ? (
          <>
            <QrImage value={tk.code} testId="ticket-qr" />
            <div className="muted" style={{ margin: '8px 0 12px' }}>
              {tr('ticket.showHint')}
            </div>
          </>
        ) : null}
        <div>
          {tr('ticket.field.redemptionCode')}: <strong data-testid="ticket-code">{tk.code}</strong>
        </div>
        <div>
          {tr('ticket.field.name')}: {ev.holder.name}
        </div>
        <div>
          {tr('ticket.field.number')}: {ev.holder.number}
        </div>
      </div>
      <div className="page-actions">
        <Button block color="primary" fill="outline" onClick={() => navigate(`/ticket/detail?id=${encodeURIComponent(ev.id)}`)}>
          {tr('ticket.action.eventDetail')}
        </Button>
        <Button block fill="none" onClick={() => navigate('/ticket/index')}>
          {tr('ticket.action.allEvents')}
        </Button>
      </div>
    </Page>
  );
}
