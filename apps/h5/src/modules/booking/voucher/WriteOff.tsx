/**
 * The staff side (voucher.writeOff): cupwriteOff/scanning reads the holder's QR with QrScan,
 * cupwriteOff/voucherCode takes a typed code; both write the voucher off once and show who it
 * belonged to, or when and by whom it was already written off.
 */
import type { VoucherRecord, WriteOffAnswer } from '@campus/api';
import { ApiError } from '@campus/api/client';
import { hasModuleAuth } from '@campus/api/rules';
import { E } from '@campus/api';
import { Button, Input, List, Result } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { timeText } from '../../../lib/time';
import type { ScreenProps } from '../../../route-types';
import { errorText } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { WayOn } from '../../../shared/WayOn';
import { QrScan } from '../../../shared/QrScan';
import { voucherApi } from './endpoints';
import { alreadyDetails, codeFromScan } from './format';

type Outcome = { ok: true; v: WriteOffAnswer } | { ok: false; text: string };

export default function WriteOff(props: ScreenProps) {
  const tr = useT();
  const navigate = useNavigate();
  const typed = props.variant === 'code';
  const [place, setPlace] = useState(() => localStorage.getItem('voucher.place') ?? '');
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [recent, setRecent] = useState<VoucherRecord[]>([]);
  const session = useSession();
  const staff = !!session.user?.isSuper || hasModuleAuth(session.auth, 'voucher', 'writeOff');
  // Only staff have a history; nobody else asks for one (a refused call would be noise).
  const loadRecent = useCallback(() => {
    if (!staff) return;
    api(voucherApi.myWriteOffs, {}, { silent: true })
      .then((d) => setRecent(d.list))
      .catch(() => undefined);
  }, [staff]);
  useEffect(loadRecent, [loadRecent]);

  async function writeOff(raw: string) {
    const c = codeFromScan(raw);
    if (!c) return;
    localStorage.setItem('voucher.place', place);
    try {
      const v = await api(voucherApi.writeOff, { code: c, place }, { silent: true });
      setOutcome({ ok: true, v });
      setCode('');
      loadRecent();
    } catch (err) {
      const done = err instanceof ApiError && err.e === E.ALREADY_DONE ? alreadyDetails(err.d) : null;
      setOutcome({ ok: false, text: done ? tr('voucher.msg.already', { at: timeText(done.usedAt), by: done.usedBy }) : errorText(err) });
    }
  }

  const pageName = typed ? 'voucher-code' : 'voucher-scanning';
  // A holder who opens the staff screen is told so and sent to their own vouchers, not shown a tool that would refuse them.
  if (!staff)
    return (
      <Page page={pageName}>
        {session.loaded ? (
          <WayOn
            status="warning"
            title={tr('voucher.msg.staffOnly')}
            description={tr('voucher.msg.staffOnlyHint')}
            action={tr('voucher.action.mine')}
            to="/cupwriteOff/index"
            testId="writeoff-denied"
          />
        ) : null}
      </Page>
    );

  return (
    <Page page={pageName}>
      <List mode="card" header={tr('voucher.field.place')}>
        <List.Item>
          <Input value={place} onChange={setPlace} maxLength={80} placeholder={tr('voucher.action.placePlaceholder')} />
        </List.Item>
      </List>
      {outcome ? (
        <div data-testid="writeoff-result">
          {outcome.ok ? (
            <Result status="success" title={tr('voucher.msg.written')} description={`${outcome.v.batchName} · ${outcome.v.benefit} · ${outcome.v.name} ${outcome.v.number}`} />
          ) : (
            <Result status="error" title={outcome.text} />
          )}
        </div>
      ) : null}
      {typed ? (
        <List mode="card" header={tr('voucher.action.typeCode')}>
          <List.Item
            extra={
              <Button size="small" color="primary" disabled={code.trim().length < 4} onClick={() => void writeOff(code)} data-testid="writeoff-submit">
                {tr('voucher.action.writeOff')}
              </Button>
            }
          >
            <Input value={code} onChange={setCode} placeholder={tr('voucher.action.codePlaceholder')} data-testid="writeoff-code" />
          </List.Item>
        </List>
      ) : (
        <QrScan onCode={(c) => void writeOff(c)} submitLabel={tr('voucher.action.writeOff')} placeholder={tr('voucher.action.codePlaceholder')} testId="voucher-scan" />
      )}
      {typed ? (
        // The scanning screen takes a typed code itself; the typing screen offers the camera.
        <div style={{ padding: '0 12px 12px' }}>
          <Button block onClick={() => navigate('/cupwriteOff/scanning')}>
            {tr('voucher.action.scan')}
          </Button>
        </div>
      ) : null}
      {recent.length ? (
        <List mode="card" header={tr('voucher.msg.recent')}>
          {recent.map((r) => (
            <List.Item key={r.id} description={`${timeText(r.usedAt)} ${r.place}`} extra={r.code}>
              {r.batchName} · {r.holderName}
            </List.Item>
          ))}
        </List>
      ) : null}
    </Page>
  );
}
