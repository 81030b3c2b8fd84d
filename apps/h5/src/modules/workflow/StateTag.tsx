/** Small pieces every workflow screen shows: an item's state tag and a time in words. */
import type { InstanceState } from '@campus/api';
import { Tag } from 'antd-mobile';
import { useT } from '../../lib/i18n';
import { timeText } from '../../lib/time';
import { ago, STATE_COLOR } from './model';

export function StateTag(p: { state: InstanceState }) {
  const tr = useT();
  return (
    <Tag color={STATE_COLOR[p.state]} fill={p.state === 'withdrawn' || p.state === 'terminated' ? 'outline' : 'solid'} className="wf-state" data-testid="wf-state" data-state={p.state}>
      {tr(`h5Workflow.state.${p.state}`)}
    </Tag>
  );
}

/** "5 minutes ago", "yesterday 09:05", a date past a week; the exact time on a long press (title). */
export function When(p: { at: number }) {
  const tr = useT();
  const a = ago(p.at, Math.floor(Date.now() / 1000));
  const text = 'date' in a ? a.date : tr(`h5Workflow.time.${a.key}`, { n: a.n ?? 0, time: a.time ?? '' });
  return <time title={timeText(p.at)}>{text}</time>;
}
