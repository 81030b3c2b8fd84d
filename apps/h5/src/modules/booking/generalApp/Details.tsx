/**
 * generalApp/details (and the school variant detailsmuc): one of the caller's appointments — its
 * state, the QR code to show at check-in, the reason of a rejection, its history — and cancel.
 */
import { Button, Dialog, List, Steps, Toast } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { timeText } from '../../../lib/time';
import type { ScreenProps } from '../../../route-types';
import { isMissing, toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { QrImage } from '../../../shared/QrImage';
import { generalAppApi } from './endpoints';
import { canCancel, showsQr, spanText } from './format';
import { StatusTag } from './parts/ApptCard';
import { nowSeconds, useLoad } from './parts/hooks';
import { Notice } from './parts/Notice';
import './generalApp.css';

export default function Details(props: ScreenProps) {
  const tr = useT();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { data: a, failed, reload } = useLoad(() => api(generalAppApi.detail, { id }), [id], !!id, isMissing);
  // No id, or one that is not (or no longer) the caller's: say so and offer the way back, not a
  // blank screen — and only the notice, no 不存在 toast over it.
  if (!id || (failed && !a))
    return (
      <Page page="ga-details">
        <Notice kind="missing" />
      </Page>
    );
  if (!a) return <Page page="ga-details">{null}</Page>;

  async function cancel() {
    if (!(await Dialog.confirm({ content: tr('generalApp.detail.cancelConfirm'), confirmText: tr('common.ok'), cancelText: tr('common.cancel') }))) return;
    try {
      await api(generalAppApi.cancel, { id });
      Toast.show({ content: tr('generalApp.detail.cancelled'), icon: 'success' });
      await reload();
    } catch (err) {
      toastError(err);
    }
  }

  return (
    <Page page="ga-details">
      <div className={`ga ga-two${props.variant ? ` ga-${props.variant}` : ''}`}>
        <section>
          <List>
            <List.Item extra={<StatusTag status={a.status} />}>{a.spaceName}</List.Item>
            <List.Item extra={spanText(a)}>{tr('generalApp.detail.when')}</List.Item>
            <List.Item extra={a.location}>{tr('generalApp.space.location')}</List.Item>
            <List.Item extra={a.attendees}>{tr('generalApp.form.attendees')}</List.Item>
            <List.Item description={a.purpose}>{tr('generalApp.form.purpose')}</List.Item>
            <List.Item extra={a.contact}>{tr('generalApp.form.contact')}</List.Item>
            {a.reason ? <List.Item description={a.reason}>{tr('generalApp.detail.reason')}</List.Item> : null}
            {a.checkedAt ? (
              <List.Item extra={timeText(a.checkedAt)}>{tr('generalApp.detail.checkedAt')}</List.Item>
            ) : null}
          </List>
        </section>
        <section>
          {showsQr(a) ? (
            <div className="ga-qr">
              <QrImage value={a.code} testId="ga-qr" />
              <div className="ga-code">{a.code}</div>
              <div className="ga-muted">
                {a.status === 'approved' ? tr('generalApp.detail.showQr') : tr('generalApp.detail.qrAfterApproval')}
              </div>
              {a.checkin && a.status === 'approved' ? (
                <div className="ga-muted">{tr('generalApp.detail.graceUntil', { time: a.graceAt })}</div>
              ) : null}
            </div>
          ) : null}
          <h3>{tr('generalApp.detail.timeline')}</h3>
          <Steps direction="vertical" current={a.events.length - 1}>
            {a.events.map((e) => (
              <Steps.Step
                key={e.id}
                title={tr(`generalApp.event.${e.kind}`)}
                description={`${e.atText}${e.by ? ` · ${e.by}` : ''}${e.note ? ` · ${e.note}` : ''}`}
              />
            ))}
          </Steps>
          {/* Cancelling comes last: the QR to show at the door is what the holder opens this page for. */}
          {canCancel(a, nowSeconds()) ? (
            <Button
              block
              color="danger"
              fill="outline"
              style={{ marginTop: 12 }}
              onClick={() => void cancel()}
              data-testid="ga-cancel"
            >
              {tr('generalApp.detail.cancel')}
            </Button>
          ) : null}
        </section>
      </div>
    </Page>
  );
}
