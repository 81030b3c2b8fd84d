/** cupwriteOff/index: my vouchers by state, each valid one with its QR for the staff to scan. */
import type { MyVoucher, VoucherState } from '@campus/api';
import { Button, Card, Empty, Tabs, Tag } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { timeText } from '../../../lib/time';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { QrImage } from '../../../shared/QrImage';
import { voucherApi } from './endpoints';
import { TABS } from './format';

export default function MyVouchers() {
  const tr = useT();
  const navigate = useNavigate();
  const [state, setState] = useState<VoucherState>('valid');
  const [list, setList] = useState<MyVoucher[] | null>(null);
  useEffect(() => {
    api(voucherApi.mine, {})
      .then((d) => setList(d.list))
      .catch(toastError);
  }, []);
  const shown = (list ?? []).filter((v) => v.state === state);
  return (
    <Page page="voucher-mine">
      <Tabs activeKey={state} onChange={(k) => setState(k as VoucherState)}>
        {TABS.map((s) => (
          <Tabs.Tab key={s} title={`${tr(`voucher.state.${s}`)} ${(list ?? []).filter((v) => v.state === s).length}`} />
        ))}
      </Tabs>
      <div style={{ padding: 8 }} data-testid="voucher-list">
        {shown.map((v) => (
          <Card key={v.id} title={v.batch.name} extra={<Tag color={v.state === 'valid' ? 'success' : 'default'}>{tr(`voucher.state.${v.state}`)}</Tag>} style={{ marginBottom: 8 }}>
            <div style={{ fontSize: 18, fontWeight: 600, color: 'var(--adm-color-danger)' }}>{v.batch.benefit}</div>
            <div className="act-meta" style={{ color: '#888', fontSize: 12 }}>
              {tr('voucher.line.validity', { from: timeText(v.batch.validFrom), to: timeText(v.batch.validTo) })}
            </div>
            {v.batch.description ? <p style={{ fontSize: 13 }}>{v.batch.description}</p> : null}
            {v.state === 'valid' || v.state === 'notYet' ? (
              <div style={{ textAlign: 'center' }}>
                <QrImage value={v.code} size={180} testId="voucher-qr" />
                <div data-testid="voucher-code" style={{ letterSpacing: 2, fontFamily: 'monospace' }}>
                  {v.code}
                </div>
                <div style={{ color: '#888', fontSize: 12 }}>{tr('voucher.msg.showQr')}</div>
              </div>
            ) : null}
            {v.usedAt !== null ? (
              <div style={{ color: '#888', fontSize: 12 }}>
                {tr('voucher.line.usedAt', { time: timeText(v.usedAt) })}
              </div>
            ) : null}
          </Card>
        ))}
        {list && shown.length === 0 ? <Empty description={tr('voucher.msg.empty')} /> : null}
      </div>
      <div style={{ padding: 12 }}>
        <Button block onClick={() => navigate('/cupwriteOff/cupList')}>
          {tr('voucher.action.claimMore')}
        </Button>
      </div>
    </Page>
  );
}
