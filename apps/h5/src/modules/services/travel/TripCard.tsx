/** One trip: where, when, how, status; the traveller's own actions when `actions` is given. */
import type { TravelTrip } from '@campus/api';
import { Button, Space, Tag } from 'antd-mobile';
import { useT } from '../../../lib/i18n';
import { STATUS_COLOR } from './format';

export function TripCard(props: { trip: TravelTrip; showPerson?: boolean; onCancel?: () => void; onReturn?: () => void }) {
  const tr = useT();
  const x = props.trip;
  return (
    <div className="page-card" data-testid="trip" data-status={x.status} style={{ marginBottom: 8 }}>
      <div className="row">
        <div className="grow page-title">{props.showPerson ? `${x.name} ${x.number}` : x.destination}</div>
        <Tag color={STATUS_COLOR[x.status]}>{tr(`travel.status.${x.status}`)}</Tag>
      </div>
      {props.showPerson ? <div>{x.destination}</div> : null}
      <div className="muted">
        {x.region} · {x.departDate} → {x.returnDate} · {tr(`travel.transport.${x.transport}`)}
      </div>
      <div className="muted">
        {tr('travel.field.reason')}：{x.reason}
      </div>
      <div className="muted">
        {tr('travel.field.contactName')}：{x.contactName} {x.contactPhone}
      </div>
      {props.onCancel || props.onReturn ? (
        <Space style={{ marginTop: 8 }}>
          {x.cancellable && props.onCancel ? (
            <Button size="small" fill="outline" color="danger" onClick={props.onCancel}>
              {tr('travel.cancel')}
            </Button>
          ) : null}
          {x.returnable && props.onReturn ? (
            <Button size="small" color="primary" onClick={props.onReturn}>
              {tr('travel.reportReturn')}
            </Button>
          ) : null}
        </Space>
      ) : null}
    </div>
  );
}
