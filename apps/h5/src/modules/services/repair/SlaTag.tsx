/** The running SLA timer of an order: time left to assign / finish, or how late it is. */
import type { RepairOrderRow } from '@campus/api';
import { Tag } from 'antd-mobile';
import { useT } from '../../../lib/i18n';
import { formatDuration, slaOf } from './format';

export function SlaTag(props: { order: Pick<RepairOrderRow, 'state' | 'assignDueAt' | 'finishDueAt' | 'overdue'>; now: number }) {
  const tr = useT();
  const sla = slaOf(props.order, props.now);
  if (sla.kind === 'none') return null;
  const time = formatDuration(sla.minutes, { d: tr('repair.sla.d'), h: tr('repair.sla.h'), m: tr('repair.sla.m') });
  return (
    <Tag color={sla.kind === 'overdue' ? 'danger' : 'warning'} fill="outline" data-testid="repair-sla">
      {tr(`repair.sla.${sla.which}.${sla.kind}`, { time })}
    </Tag>
  );
}
