/** Items published to groups, with how many members have read and confirmed each; opens the item. */
import type { AgendaPublished } from '@campus/api';
import { List, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../lib/i18n';

export function PublishedList({ header, items, showGroup }: { header: string; items: AgendaPublished[]; showGroup?: boolean }) {
  const tr = useT();
  const navigate = useNavigate();
  return (
    <List header={header} data-testid="agenda-published">
      {items.map((i) => (
        <List.Item
          key={i.id}
          clickable
          description={`${showGroup ? `${i.groupName} · ` : ''}${i.startDate} ${i.allDay ? tr('agenda.allDay') : i.startTime}${i.repeat !== 'none' ? ` · ${tr(`agenda.repeat.${i.repeat}`)}` : ''}`}
          extra={<Tag color={i.needConfirm ? 'warning' : 'primary'} fill="outline">{i.needConfirm ? `${i.confirmed}/${i.total}` : `${i.read}/${i.total}`}</Tag>}
          onClick={() => navigate(`/agenda/classDetail?id=${encodeURIComponent(i.id)}`)}
        >
          {i.title}
        </List.Item>
      ))}
    </List>
  );
}
