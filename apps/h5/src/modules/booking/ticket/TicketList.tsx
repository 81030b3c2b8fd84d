/** ticket/index: the ticketed events the caller may join, newest first (the hall entry). */
import type { TicketEvent } from '@campus/api';
import { List, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useOnShow } from '../../../lib/active';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { timeText } from '../../../lib/time';
import type { ScreenProps } from '../../../route-types';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { ticketApi } from './endpoints';
import { listPhase, type ListPhase } from './logic';

type Ev = TicketEvent;

const PHASE_COLOR: Record<ListPhase, 'primary' | 'success' | 'default'> = { soon: 'primary', grabbing: 'success', reserving: 'success', closed: 'default', over: 'default' };

export default function TicketList(_props: ScreenProps) {
  const tr = useT();
  const navigate = useNavigate();
  const [list, setList] = useState<Ev[] | null>(null);

  useOnShow(() => {
    api(ticketApi.index, { current: 1, pageSize: 100 })
      .then((d) => setList(d.list))
      .catch(toastError);
  });

  // The phone's clock is close enough for a label; the detail screen counts by the server's.
  const now = Date.now() / 1000;
  return (
    <Page page="ticket-index">
      {list && list.length === 0 ? <div className="page-card muted">{tr('ticket.empty')}</div> : null}
      <List>
        {(list ?? []).map((e) => (
          <List.Item
            key={e.id}
            data-testid="ticket-event"
            onClick={() => navigate(`/ticket/detail?id=${encodeURIComponent(e.id)}`)}
            description={
              <>
                <div>{`${tr('ticket.field.startsAt')}: ${timeText(e.startsAt)}${e.place ? ` · ${e.place}` : ''}`}</div>
                <div>{`${tr(e.mode === 'reserve' ? 'ticket.field.reservationTime' : 'ticket.field.grabbingTime')}: ${timeText(e.openAt)} – ${timeText(e.closeAt)}`}</div>
              </>
            }
            extra={
              <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 4 }}>
                <Tag color={PHASE_COLOR[listPhase(e, now)]} data-testid="ticket-phase">
                  {tr(`ticket.listPhase.${listPhase(e, now)}`)}
                </Tag>
                <Tag color={e.mode === 'reserve' ? 'warning' : 'primary'} fill="outline">
                  {tr(`ticket.mode.${e.mode}`)}
                </Tag>
              </div>
            }
          >
            {e.title}
          </List.Item>
        ))}
      </List>
    </Page>
  );
}
