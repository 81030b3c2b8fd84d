/** Who of a group has read and confirmed an item (its owner and managers see this). */
import type { AgendaItem } from '@campus/api';
import { List, Tag } from 'antd-mobile';
import { useT } from '../../../lib/i18n';

export function Receipts({ r, needConfirm }: { r: NonNullable<AgendaItem['receipts']>; needConfirm: boolean }) {
  const tr = useT();
  return (
    <List header={`${tr('agenda.receipts')} · ${tr('agenda.stats', { read: r.read, confirmed: r.confirmed, total: r.total })}`} data-testid="agenda-receipts">
      {r.list.map((m) => (
        <List.Item
          key={m.userId}
          description={m.number}
          extra={
            needConfirm && m.confirmedAt !== null ? (
              <Tag color="success">{tr('agenda.confirmed')}</Tag>
            ) : m.readAt !== null ? (
              <Tag color="primary" fill="outline">{tr('agenda.readAt')}</Tag>
            ) : (
              <Tag color="default">{tr('agenda.unread')}</Tag>
            )
          }
        >
          {m.name}
        </List.Item>
      ))}
    </List>
  );
}
