/** One appointment in a list: space, time, state; staff lists add the applicant. */
import type { GaAppointment } from '@campus/api';
import { Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useT } from '../../../../lib/i18n';
import { spanText, statusColor } from '../format';

export function StatusTag(props: { status: GaAppointment['status'] }) {
  const tr = useT();
  return (
    <Tag color={statusColor(props.status)} fill="outline" data-testid="ga-status" data-status={props.status}>
      {tr(`generalApp.status.${props.status}`)}
    </Tag>
  );
}

export function ApptCard(props: {
  a: GaAppointment & { userName?: string; number?: string };
  onClick?: () => void;
  extra?: ReactNode;
}) {
  const a = props.a;
  return (
    <div
      className="ga-card"
      role={props.onClick ? 'button' : undefined}
      onClick={props.onClick}
      data-testid="ga-appointment"
      data-id={a.id}
    >
      <div className="ga-card-head">
        <strong>{a.spaceName}</strong>
        <StatusTag status={a.status} />
      </div>
      <div className="ga-muted">{spanText(a)}</div>
      {a.userName ? (
        <div className="ga-muted">
          {a.userName} {a.number}
        </div>
      ) : null}
      <div className="ga-muted ga-ellipsis">{a.purpose}</div>
      {props.extra ? (
        <div className="ga-card-actions" onClick={(e) => e.stopPropagation()}>
          {props.extra}
        </div>
      ) : null}
    </div>
  );
}
