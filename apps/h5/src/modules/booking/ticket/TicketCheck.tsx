/** ticket/check: checkers scan a ticket's QR (camera or photo) or type its 兑换码; a ticket is checked once. */
import { E, type contract, type OutputOf } from '@campus/api';
import { ApiError } from '@campus/api/client';
import { Button, Result } from 'antd-mobile';
import { useState } from 'react';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { timeText } from '../../../lib/time';
import type { ScreenProps } from '../../../route-types';
import { errorText } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { QrScan } from '../../../shared/QrScan';
import { ticketApi } from './endpoints';

type Checked = OutputOf<typeof contract.ticket.check>;
type Outcome = { ok: true; t: Checked } | { ok: false; message: string };

/** ALREADY_TAKEN 30002 carries when the ticket was checked; CONFLICT: cancelled; NOT_FOUND: no such code. */
function refusal(err: unknown, tr: ReturnType<typeof useT>): string {
  if (err instanceof ApiError) {
    const at = (err.d as { checkedAt?: unknown } | null)?.checkedAt;
    if (err.e === E.ALREADY_TAKEN && typeof at === 'number') return tr('ticket.check.already', { time: timeText(at) });
    if (err.e === E.CONFLICT) return tr('ticket.check.cancelled');
    if (err.e === E.NOT_FOUND) return tr('ticket.check.notFound');
  }
  return errorText(err);
}

export default function TicketCheck(_props: ScreenProps) {
  const tr = useT();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function check(code: string) {
    setBusy(true);
    try {
      setOutcome({ ok: true, t: await api(ticketApi.check, { code }) });
    } catch (err) {
      setOutcome({ ok: false, message: refusal(err, tr) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Page page="ticket-check">
      {outcome ? (
        <div data-testid="ticket-check-result" data-ok={outcome.ok ? '1' : '0'}>
          {outcome.ok ? (
            <Result
              status="success"
              title={tr('ticket.check.ok')}
              description={
                <div>
                  <div>{outcome.t.eventTitle} · {outcome.t.typeName}</div>
                  <div>
                    {tr('ticket.field.name')}: {outcome.t.name} · {tr('ticket.field.number')}: {outcome.t.number}
                  </div>
                  <div>
                    {tr('ticket.field.redemptionCode')}: {outcome.t.code}
                  </div>
                </div>
              }
            />
          ) : (
            <Result status="error" title={outcome.message} />
          )}
          <Button block color="primary" onClick={() => setOutcome(null)}>
            {tr('ticket.action.scanAgain')}
          </Button>
        </div>
      ) : (
        <>
          <div className="page-card muted">{tr('ticket.check.hint')}</div>
          {busy ? null : <QrScan testId="ticket-scan" onCode={(c) => void check(c)} placeholder={tr('ticket.field.redemptionCode')} />}
        </>
      )}
    </Page>
  );
}
