/** Passages as a list: who (for the guard) or where (for the holder), direction, result and time. */
import type { GatePassage } from '@campus/api';
import { List, Tag } from 'antd-mobile';
import { useT } from '../../../lib/i18n';
import { fmtTime } from './format';

export function PassageList(props: { list: GatePassage[]; header: string; empty: string; showHolder?: boolean; testId?: string }) {
  const tr = useT();
  return (
    <List header={props.header} data-testid={props.testId}>
      {props.list.map((p) => (
        <List.Item
          key={p.id}
          description={props.showHolder ? `${p.gateName} · ${p.holder.number || p.holder.username}` : p.reason || undefined}
          extra={fmtTime(p.at)}
        >
          <span style={{ marginRight: 6 }}>{props.showHolder ? p.holder.name : p.gateName}</span>
          <Tag color={p.direction === 'in' ? 'primary' : 'default'} fill="outline">
            {tr(`campusCode.direction.${p.direction}`)}
          </Tag>{' '}
          <Tag color={p.result === 'pass' ? 'success' : 'danger'}>{tr(`campusCode.result.${p.result}`)}</Tag>
        </List.Item>
      ))}
      {props.list.length === 0 ? <List.Item>{props.empty}</List.Item> : null}
    </List>
  );
}
