/** One order in a list (mine, the worker's queue, the dispatch board): what, where, state, SLA. */
import type { RepairOrderRow } from '@campus/api';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n';
import { timeText } from '../../../lib/time';
import { placeOf } from './format';
import { SlaTag } from './SlaTag';
import { PriorityTag, StateTag } from './StateTag';

export function OrderCard(props: { order: RepairOrderRow; now: number; onOpen: () => void; showReporter?: boolean; extra?: ReactNode }) {
  const tr = useT();
  const o = props.order;
  return (
    <div className={`repair-card${o.overdue ? ' repair-overdue' : ''}`} data-testid="repair-order" data-id={o.id}>
      <div onClick={props.onOpen} role="button" tabIndex={0}>
        <div className="repair-card-head">
          <b>{o.categoryName}</b>
          <PriorityTag priority={o.priority} />
          <span className="repair-grow" />
          <StateTag state={o.state} />
        </div>
        <div className="repair-desc">{o.description}</div>
        <div className="repair-meta">
          {o.areaName} · {placeOf(o)}
        </div>
        <div className="repair-meta repair-card-foot">
          <span>{timeText(o.createdAt)}</span>
          {props.showReporter ? <span>{o.reporterName}</span> : null}
          {o.workerName ? <span>{tr('repair.field.worker')}: {o.workerName}</span> : null}
          <SlaTag order={o} now={props.now} />
        </div>
      </div>
      {props.extra}
    </div>
  );
}
