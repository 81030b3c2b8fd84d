/** Every step of an order: what was done, by whom, when, the state it moved to, and its details. */
import type { RepairEvent } from '@campus/api';
import { t } from '@campus/i18n';
import { Space, Tag, Timeline, Typography } from 'antd';
import { timeText } from '@/lib/time';
import { eventDetails, STATE_COLOR } from './sla';

const COLOR: Partial<Record<RepairEvent['action'], string>> = { escalate: 'red', sendBack: 'orange', reopen: 'orange', cancel: 'gray', merge: 'purple', finish: 'green', rate: 'green' };

export function OrderTimeline({ events }: { events: RepairEvent[] }) {
  return (
    <Timeline
      data-testid="repair-timeline"
      items={events.map((e) => ({
        color: COLOR[e.action] ?? 'blue',
        children: (
          <div data-action={e.action}>
            <Space size={6} wrap>
              <Typography.Text strong>{t(`repair.action.${e.action}`)}</Typography.Text>
              {e.fromState !== e.toState ? <Tag color={STATE_COLOR[e.toState]}>{t(`repair.state.${e.toState}`)}</Tag> : null}
              {eventDetails(e).map((d) => (
                <Typography.Text key={d}>{d}</Typography.Text>
              ))}
            </Space>
            <div>
              <Typography.Text type="secondary">
                {e.actorName || t('adminRepair.detail.system')} · {timeText(e.at)}
              </Typography.Text>
            </div>
            {e.note ? <Typography.Paragraph style={{ margin: 0 }}>{e.note}</Typography.Paragraph> : null}
          </div>
        ),
      }))}
    />
  );
}
