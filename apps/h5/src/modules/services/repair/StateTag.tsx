/** An order's state, and its priority when above normal. */
import type { RepairPriority, RepairState } from '@campus/api';
import { Tag } from 'antd-mobile';
import { useT } from '../../../lib/i18n';
import { STATE_COLOR } from './format';

export function StateTag(props: { state: RepairState }) {
  const tr = useT();
  return (
    <Tag color={STATE_COLOR[props.state]} data-testid="repair-state">
      {tr(`repair.state.${props.state}`)}
    </Tag>
  );
}

export function PriorityTag(props: { priority: RepairPriority }) {
  const tr = useT();
  if (props.priority === 'normal') return null;
  return (
    <Tag color={props.priority === 'urgent' ? 'danger' : 'warning'} data-testid="repair-priority">
      {tr(`repair.priority.${props.priority}`)}
    </Tag>
  );
}
