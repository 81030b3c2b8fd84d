/** The path through the process (antd Steps, each with its people and how they answered) and the timeline of what was done. */
import type { InstanceSummary, PlanStep, TimelineEntry } from '@campus/api';
import { textIn } from '@campus/api/forms';
import { t } from '@campus/i18n';
import { Steps, Tag, Timeline as AntTimeline, Typography } from 'antd';
import { useLang } from '@/lib/lang';
import { timeText } from '@/lib/time';
import { planStatus } from '../actions';

const PERSON_COLORS = { pending: 'processing', approved: 'success', rejected: 'error', returned: 'warning', transferred: 'default', delegated: 'default', cancelled: 'default' } as const;

export function PlanSteps({ plan, state }: { plan: PlanStep[]; state: InstanceSummary['state'] }) {
  const lang = useLang();
  return (
    <Steps
      direction="vertical"
      size="small"
      data-testid="item-plan"
      items={plan.map((p) => ({
        status: planStatus(p.state, state === 'rejected' && p.people.some((x) => x.state === 'rejected')),
        title: (
          <span>
            {textIn(p.name, lang)} <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t(`adminWorkflow.mode.${p.mode}`)}</Typography.Text>
          </span>
        ),
        description: p.people.length ? (
          <div>
            {p.people.map((x) => (
              <Tag key={x.id} color={PERSON_COLORS[x.state]} style={{ marginBottom: 2 }}>
                {x.name} · {t(`adminWorkflow.person.${x.state}`)}
              </Tag>
            ))}
          </div>
        ) : p.state === 'ahead' ? null : (
          <Typography.Text type="secondary">{t('adminWorkflow.item.nobody')}</Typography.Text>
        ),
      }))}
    />
  );
}

const ACTION_COLORS: Partial<Record<TimelineEntry['action'], string>> = { approve: 'green', end: 'green', reject: 'red', terminate: 'red', return: 'orange', withdraw: 'gray', escalate: 'orange', urge: 'orange', nobody: 'red' };

export function Timeline({ entries }: { entries: TimelineEntry[] }) {
  const lang = useLang();
  if (!entries.length) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <AntTimeline
      data-testid="item-timeline"
      items={entries.map((e) => ({
        color: ACTION_COLORS[e.action] ?? 'blue',
        children: (
          <div data-timeline={e.action}>
            <div>
              <b>{e.actor?.name ?? t('adminWorkflow.item.system')}</b> {t(`adminWorkflow.timeline.${e.action}`)}
              {e.target.length ? ` ${e.target.map((x) => x.name).join(', ')}` : ''}
              {e.stepName ? <Typography.Text type="secondary"> · {textIn(e.stepName, lang)}</Typography.Text> : null}
            </div>
            {e.onBehalfOf ? <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('adminWorkflow.list.onBehalfOf', { name: e.onBehalfOf.name })}</Typography.Text> : null}
            {e.comment ? <div style={{ whiteSpace: 'pre-wrap', background: '#fafafa', padding: '2px 6px', borderRadius: 4 }}>{e.comment}</div> : null}
            {e.attachments.map((a) => (
              <div key={a.url}>
                <a href={a.url} target="_blank" rel="noreferrer">
                  {a.name}
                </a>
              </div>
            ))}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {timeText(e.at)}
            </Typography.Text>
          </div>
        ),
      }))}
    />
  );
}
