/** cupwriteOff/cupList: vouchers the caller may claim, with what they already hold. */
import type { ClaimableBatch } from '@campus/api';
import { Button, Card, Empty, Toast } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { timeText } from '../../../lib/time';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { voucherApi } from './endpoints';
import { claimLabel } from './format';

export default function CupList() {
  const tr = useT();
  const navigate = useNavigate();
  const [list, setList] = useState<ClaimableBatch[] | null>(null);
  const load = useCallback(() => {
    api(voucherApi.claimable, {})
      .then((d) => setList(d.list))
      .catch(toastError);
  }, []);
  useEffect(load, [load]);

  async function claim(b: ClaimableBatch) {
    try {
      await api(voucherApi.claim, { batchId: b.id });
      Toast.show({ content: tr('voucher.msg.claimed'), icon: 'success' });
      load();
    } catch (err) {
      toastError(err);
      load();
    }
  }

  return (
    <Page page="voucher-cuplist">
      <div style={{ padding: 8 }}>
        {list?.map((b) => (
          <Card key={b.id} title={b.name} style={{ marginBottom: 8 }}>
            <div style={{ fontSize: 18, fontWeight: 600, color: 'var(--adm-color-danger)' }}>{b.benefit}</div>
            <div style={{ color: '#888', fontSize: 12 }}>
              {tr('voucher.line.validity', { from: timeText(b.validFrom), to: timeText(b.validTo) })}
            </div>
            <div style={{ color: '#888', fontSize: 12 }}>
              {tr('voucher.field.remaining', { n: b.remaining })} · {tr('voucher.field.held', { n: b.mine, max: b.perPerson })}
            </div>
            <Button size="small" color="primary" disabled={!b.canClaim} data-testid="voucher-claim" onClick={() => void claim(b)} style={{ marginTop: 8 }}>
              {tr(claimLabel(b))}
            </Button>
          </Card>
        ))}
        {list && list.length === 0 ? <Empty description={tr('voucher.msg.noClaimable')} /> : null}
      </div>
      <div style={{ padding: 12 }}>
        <Button block onClick={() => navigate('/cupwriteOff/index')}>
          {tr('voucher.action.mine')}
        </Button>
      </div>
    </Page>
  );
}
