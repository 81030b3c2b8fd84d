/** The body of one order as every role sees it: the fault, the place, the people, the work done. */
import type { RepairOrderDetail } from '@campus/api';
import { List } from 'antd-mobile';
import { useT } from '../../../lib/i18n';
import { timeText } from '../../../lib/time';
import { placeOf } from './format';
import { PhotoStrip } from './Photos';
import { SlaTag } from './SlaTag';
import { PriorityTag, StateTag } from './StateTag';

export function OrderInfo(props: { order: RepairOrderDetail; now: number }) {
  const tr = useT();
  const o = props.order;
  const time = (t: number | null) => (t === null ? '' : timeText(t));
  const rows: [string, string][] = [
    [tr('repair.field.place'), `${o.areaName} · ${placeOf(o)}`],
    [tr('repair.field.createdAt'), time(o.createdAt)],
    [tr('repair.field.reporter'), o.reporterName],
    [tr('repair.field.contact'), [o.contactName, o.contactPhone].filter(Boolean).join(' ')],
    [tr('repair.field.preferredTime'), o.preferredTime],
    [tr('repair.field.assetCode'), o.assetCode],
    [tr('repair.field.worker'), o.workerName],
    [tr('repair.field.assignDue'), o.state === 'submitted' || o.state === 'reopened' ? time(o.assignDueAt) : ''],
    [tr('repair.field.finishDue'), time(o.finishDueAt)],
    [tr('repair.field.finishedAt'), time(o.finishedAt)],
    [tr('repair.field.backReason'), o.backReason],
  ];
  return (
    <>
      <div className="repair-section" data-testid="repair-detail">
        <div className="repair-card-head">
          <b>{o.categoryName}</b>
          <PriorityTag priority={o.priority} />
          <span className="repair-grow" />
          <StateTag state={o.state} />
        </div>
        <div className="repair-desc repair-desc-full">{o.description}</div>
        <PhotoStrip photos={o.photos} testId="repair-photos" />
        <SlaTag order={o} now={props.now} />
      </div>
      <List className="repair-fields">
        {rows
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <List.Item key={k} extra={v}>
              {k}
            </List.Item>
          ))}
      </List>
      {o.beforePhotos.length || o.afterPhotos.length || o.materials.length ? (
        <div className="repair-section" data-testid="repair-work">
          {o.beforePhotos.length ? <div className="repair-section-title">{tr('repair.field.beforePhotos')}</div> : null}
          <PhotoStrip photos={o.beforePhotos} testId="repair-before" />
          {o.afterPhotos.length ? <div className="repair-section-title">{tr('repair.field.afterPhotos')}</div> : null}
          <PhotoStrip photos={o.afterPhotos} testId="repair-after" />
          {o.materials.length ? <div className="repair-section-title">{tr('repair.field.materials')}</div> : null}
          {o.materials.map((m, i) => (
            <div key={i} className="repair-meta">
              {m.name} × {m.quantity}
              {m.unit}
            </div>
          ))}
        </div>
      ) : null}
      {o.rating !== null ? (
        <div className="repair-section" data-testid="repair-rating">
          <span className="repair-stars">{'★'.repeat(o.rating)}{'☆'.repeat(5 - o.rating)}</span> {o.ratingComment}
        </div>
      ) : null}
    </>
  );
}
