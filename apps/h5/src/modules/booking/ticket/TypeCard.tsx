/** One ticket type on the detail screen: counters, the server's label as the action button, the caller's waiting-list place. */
import type { TicketTypeView } from '@campus/api';
import { Button } from 'antd-mobile';
import { useT } from '../../../lib/i18n';
import { actionOf, countdown } from './logic';

export type TypeView = TicketTypeView;

export function TypeCard(props: {
  type: TypeView;
  now: number;
  busy: boolean;
  /** The caller holds a ticket of this type and may grab another (per-person limit above one). */
  canMore?: boolean;
  onAction: (action: 'enroll' | 'join' | 'refund') => void;
  onConfirm: () => void;
  onLeave: () => void;
}) {
  const tr = useT();
  const ty = props.type;
  const action = actionOf(ty.label);
  const wait = ty.wait;
  return (
    <div className="page-card" data-testid="ticket-type" data-type={ty.id}>
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <strong>{ty.name}</strong>
        <span className="muted">{tr('ticket.field.perPerson', { n: ty.perPerson })}</span>
      </div>
      <div className="muted" data-testid="ticket-remaining">
        {tr('ticket.field.balanceTickets')}: {ty.remaining} / {tr('ticket.field.quota', { n: ty.quota })}
      </div>
      {wait ? (
        <div className="row" style={{ marginTop: 8, flexWrap: 'wrap' }} data-testid="ticket-wait">
          {wait.status === 'held' && wait.holdUntil !== null ? (
            <>
              <span>{tr('ticket.wait.held', { time: countdown(wait.holdUntil, props.now) })}</span>
              <Button size="small" color="primary" disabled={props.busy} onClick={props.onConfirm}>
                {tr('ticket.action.confirmHold')}
              </Button>
            </>
          ) : (
            <span>{tr('ticket.wait.position', { n: wait.position })}</span>
          )}
          <Button size="small" disabled={props.busy} onClick={props.onLeave}>
            {tr('ticket.action.leaveWait')}
          </Button>
        </div>
      ) : null}
      {props.canMore ? (
        <Button block style={{ marginTop: 8 }} color="primary" disabled={props.busy} data-testid="ticket-more" onClick={() => props.onAction('enroll')}>
          {tr('ticket.status.grab')}
        </Button>
      ) : null}
      <Button
        block
        style={{ marginTop: 8 }}
        color={action === 'refund' ? 'default' : 'primary'}
        disabled={!action || props.busy}
        data-testid="ticket-action"
        data-label={ty.label}
        onClick={() => {
          if (action) props.onAction(action);
        }}
      >
        {tr(`ticket.status.${ty.label}`)}
      </Button>
    </div>
  );
}
