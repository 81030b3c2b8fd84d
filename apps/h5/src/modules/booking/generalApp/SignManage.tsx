/** generalApp/signmanage: check attendees in — scan the QR on their phone (or type its code), or tap from today's list. */
import type { GaAppointmentAdmin } from '@campus/api';
import { Button, Empty, Result, Toast } from 'antd-mobile';
import { useState } from 'react';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { errorText } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { QrScan } from '../../../shared/QrScan';
import { generalAppApi } from './endpoints';
import { codeFromScan, spanText } from './format';
import { ApptCard } from './parts/ApptCard';
import { useLoad, useRights } from './parts/hooks';
import { Notice } from './parts/Notice';
import './generalApp.css';

export default function SignManage() {
  const tr = useT();
  const rights = useRights();
  const { data, reload } = useLoad(() => api(generalAppApi.signList, {}), [], rights.sign);
  const [last, setLast] = useState<{ ok: boolean; text: string; a?: GaAppointmentAdmin } | null>(null);

  async function check(input: { code: string } | { id: string }) {
    try {
      const a = await api(generalAppApi.sign, input, { silent: true });
      setLast({ ok: true, text: tr('generalApp.sign.done', { name: a.userName }), a });
      Toast.show({ content: tr('generalApp.sign.done', { name: a.userName }), icon: 'success' });
      await reload();
    } catch (err) {
      setLast({ ok: false, text: errorText(err) });
    }
  }

  if (!rights.sign) return <Page page="ga-signmanage">{rights.loaded ? <Notice kind="denied" /> : null}</Page>;
  return (
    <Page page="ga-signmanage">
      <div className="ga ga-two">
        <section>
          <h3>{tr('generalApp.sign.scan')}</h3>
          <QrScan
            onCode={(c) => void check({ code: codeFromScan(c) })}
            placeholder={tr('generalApp.sign.code')}
            submitLabel={tr('generalApp.sign.checkIn')}
            testId="ga-scan"
          />
          {last ? (
            <div data-testid="ga-sign-result" data-ok={last.ok ? '1' : '0'}>
              <Result
                status={last.ok ? 'success' : 'error'}
                title={last.text}
                description={last.a ? `${last.a.spaceName} · ${spanText(last.a)}` : undefined}
              />
            </div>
          ) : null}
        </section>
        <section>
          <h3>{tr('generalApp.sign.today')}</h3>
          {data && data.list.length === 0 ? <Empty description={tr('generalApp.sign.empty')} /> : null}
          {(data?.list ?? []).map((a) => (
            <ApptCard
              key={a.id}
              a={a}
              extra={
                a.status === 'approved' ? (
                  <Button size="small" color="primary" onClick={() => void check({ id: a.id })}>
                    {tr('generalApp.sign.checkIn')}
                  </Button>
                ) : null
              }
            />
          ))}
        </section>
      </div>
    </Page>
  );
}
