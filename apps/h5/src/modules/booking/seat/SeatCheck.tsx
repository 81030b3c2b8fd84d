/**
 * seat/chooseSeatcheck: a checker (`seat.check`) checks bookings in, by scanning the person's
 * booking QR or from the list of a session's bookings by seat.
 */
import type { SeatBooking, SeatSession } from '@campus/api';
import { Button, List, Result, Selector, Tabs, Tag } from 'antd-mobile';
import { hasModuleAuth } from '@campus/api/rules';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { loadSession } from '../../../lib/session';
import type { ScreenProps } from '../../../route-types';
import { errorText, toastError } from '../../../shared/errors';
import NoData from '../../../shared/NoData';
import { Page } from '../../../shared/Page';
import { QrScan } from '../../../shared/QrScan';
import { seatApi } from './endpoints';
import { sessionName } from './format';
import { timeZone } from '../../../lib/time';
import './seat.css';

type Checked = SeatBooking & { name: string; number: string };
const FORBIDDEN = '\u0000forbidden';

export default function SeatCheck(_props: ScreenProps) {
  const tr = useT();
  const [sessions, setSessions] = useState<(SeatSession & { roomName: string })[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [sessionId, setSessionId] = useState('');
  const [list, setList] = useState<Checked[]>([]);
  const [last, setLast] = useState<{ ok: boolean; text: string; b?: Checked } | null>(null);
  const zone = timeZone();

  useEffect(() => {
    // Only checkers may call the check endpoints: others see "not allowed" without a refused request.
    void loadSession().then((s) => {
      if (!s.user?.isSuper && !hasModuleAuth(s.auth, 'seat', 'check')) return setFailed(FORBIDDEN);
      api(seatApi.checkSessions, {}, { errorMode: 'page' })
        .then((r) => {
          setSessions(r.list);
          setSessionId((cur) => cur || r.list[0]?.id || '');
        })
        .catch((err: unknown) => setFailed(errorText(err)));
    });
  }, []);

  const loadList = useCallback(() => {
    if (!sessionId) return setList([]);
    api(seatApi.checkList, { sessionId }, { silent: true }).then((r) => setList(r.list), () => setList([]));
  }, [sessionId]);
  useEffect(loadList, [loadList]);

  async function check(input: { code: string } | { id: string }) {
    try {
      const b = await api(seatApi.check, input, { silent: true });
      setLast({ ok: true, text: tr('seat.toast.checkedIn'), b });
      loadList();
    } catch (err) {
      setLast({ ok: false, text: errorText(err) });
      if ('id' in input) toastError(err);
    }
  }

  if (failed !== null) return <NoData message={failed === FORBIDDEN ? tr('errors.10003') : failed} />;
  return (
    <Page page="seat-check">
      {last ? (
        <Result
          status={last.ok ? 'success' : 'error'}
          title={last.text}
          description={last.b ? `${last.b.name} ${last.b.number} · ${last.b.roomName} ${last.b.seatLabel}` : undefined}
          data-testid="seat-check-result"
        />
      ) : null}
      <Tabs defaultActiveKey="scan">
        <Tabs.Tab title={tr('seat.action.scanBooking')} key="scan">
          <QrScan testId="seat-check-scan" onCode={(code) => void check({ code })} />
        </Tabs.Tab>
        <Tabs.Tab title={tr('seat.action.bySeat')} key="seat">
          {!sessions ? null : sessions.length ? (
            <Selector
              columns={1}
              value={[sessionId]}
              onChange={(v) => v[0] && setSessionId(v[0])}
              options={sessions.map((s) => ({ value: s.id, label: `${s.roomName} ${sessionName(s.title, s.startsAt, s.endsAt, zone)}` }))}
            />
          ) : (
            <div className="page-card muted center">{tr('seat.field.noSession')}</div>
          )}
          <List header={tr('seat.field.seat')}>
            {list.length ? null : <List.Item>{tr('seat.empty.bookings')}</List.Item>}
            {list.map((b) => (
              <List.Item
                key={b.id}
                description={`${b.name} ${b.number}`}
                extra={
                  b.state === 'booked' ? (
                    <Button size="small" color="primary" onClick={() => void check({ id: b.id })}>
                      {tr('seat.action.check')}
                    </Button>
                  ) : (
                    <Tag color="success">{tr(`seat.state.${b.state}`)}</Tag>
                  )
                }
              >
                {b.seatLabel}
              </List.Item>
            ))}
          </List>
        </Tabs.Tab>
      </Tabs>
    </Page>
  );
}
