/** ticket/index: the ticketed events the caller may join, newest first (the hall entry). */
import type { TicketEvent } from '@campus/api';
import { List, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useOnShow } from '../../../lib/active';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import type { ScreenProps } from '../../../route-types';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { ticketApi } from './endpoints';
import { fmtTime } from './logic';

type Ev = TicketEvent;

export default function TicketList(_props: ScreenProps) {
  const tr = useT();
  const navigate = useNavigate();
  const [list, setList] = useState<Ev[] | null>(null);

  useOnShow(() => {
    api(ticketApi.index, { current: 1, pageSize: 100 })
      .then((d) => setList(d.list))
      .catch(toastError);
  });

  return (
    <Page page="ticket-index">
      {list && list.length === 0 ? <div className="page-card muted">{tr('ticket.empty')}</div> : null}
      <List>
        {(list ?? []).map((e) => (
          <List.Item
            key={e.id}
            data-testid="ticket-event"
            onClick={() => navigate(`/ticket/detail?id=${encodeURIComponent(e.id)}`)}
            description={`${tr(e.mode === 'reserve' ? 'ticket.field.reservationTime' : 'ticket.field.grabbingTime')}: ${fmtTime(e.openAt)} – ${fmtTime(e.closeAt)}`}
            extra={<Tag color={e.mode === 'reserve' ? 'warning' : 'primary'}>{tr(`ticket.mode.${e.mode}`)}</Tag>}
          >
            {e.title}
          </List.Item>
        ))}
      </List>
    </Page>
  );
}
