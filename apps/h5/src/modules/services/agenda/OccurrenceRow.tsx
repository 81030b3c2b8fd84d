/** One occurrence in a day list: time, colour bar, title, place, its group; opens the item. */
import type { AgendaOccurrence } from '@campus/api';
import { List, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../lib/i18n';
import { COLOR_HEX, timeRange } from './labels';

export function OccurrenceRow({ o }: { o: AgendaOccurrence }) {
  const tr = useT();
  const navigate = useNavigate();
  return (
    <List.Item
      clickable
      data-testid="agenda-occurrence"
      prefix={<span className="agenda-bar" style={{ background: COLOR_HEX[o.color] }} />}
      description={
        <span className="agenda-sub">
          <span>{timeRange(tr, o)}</span>
          {o.location ? <span>{o.location}</span> : null}
        </span>
      }
      extra={
        o.groupName !== null ? (
          <span className="agenda-tags">
            <Tag color="primary" fill="outline">{o.groupName}</Tag>
            {o.needConfirm && !o.confirmed ? <Tag color="warning">{tr('agenda.needConfirm')}</Tag> : null}
          </span>
        ) : null
      }
      onClick={() => navigate(`/agenda/classDetail?id=${encodeURIComponent(o.itemId)}`)}
    >
      {o.title}
    </List.Item>
  );
}
