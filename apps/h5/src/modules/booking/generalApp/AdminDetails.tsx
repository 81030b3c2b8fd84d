/** generalApp/AdminDetails: one appointment for staff — applicant, no-shows, history; check in or decide from here. */
import { Button, List, Steps, Toast } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { timeText } from '../../../lib/time';
import { isMissing, toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { generalAppApi } from './endpoints';
import { spanText } from './format';
import { StatusTag } from './parts/ApptCard';
import { useLoad, useRights } from './parts/hooks';
import { Notice } from './parts/Notice';
import { askRejectReason } from './parts/reject';
import './generalApp.css';

export default function AdminDetails() {
  const tr = useT();
  const rights = useRights();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const staff = rights.manage || rights.approve || rights.sign;
  const { data: a, failed, reload } = useLoad(() => api(generalAppApi.adminDetail, { id }), [id], !!id && staff, isMissing);
  if (rights.loaded && !staff)
    return (
      <Page page="ga-admin-details">
        <Notice kind="denied" />
      </Page>
    );
  if (!id || (failed && !a))
    return (
      <Page page="ga-admin-details">
        <Notice kind="missing" />
      </Page>
    );
  if (!a) return <Page page="ga-admin-details">{null}</Page>;

  async function act(run: () => Promise<unknown>) {
    try {
      await run();
      Toast.show({ content: tr('common.success'), icon: 'success' });
      await reload();
    } catch (err) {
      toastError(err);
    }
  }

  async function reject() {
    const reason = await askRejectReason(tr);
    if (reason !== null) await act(() => api(generalAppApi.decide, { id, approve: false, reason }));
  }

  return (
    <Page page="ga-admin-details">
      <div className="ga ga-two">
        <section>
          <List>
            <List.Item extra={<StatusTag status={a.status} />}>{a.spaceName}</List.Item>
            <List.Item extra={spanText(a)}>{tr('generalApp.detail.when')}</List.Item>
            <List.Item extra={`${a.userName} ${a.number}`}>{tr('generalApp.approval.applicant')}</List.Item>
            <List.Item extra={a.contact}>{tr('generalApp.admin.contact')}</List.Item>
            <List.Item extra={a.attendees}>{tr('generalApp.form.attendees')}</List.Item>
            <List.Item description={a.purpose}>{tr('generalApp.admin.purpose')}</List.Item>
            {a.reason ? <List.Item description={a.reason}>{tr('generalApp.detail.reason')}</List.Item> : null}
            {a.checkedAt ? (
              <List.Item extra={`${timeText(a.checkedAt)} · ${a.checkedBy}`}>
                {tr('generalApp.detail.checkedAt')}
              </List.Item>
            ) : null}
          </List>
          {a.noShows ? <p style={{ color: '#ff3141' }}>{tr('generalApp.admin.noShows', { n: a.noShows })}</p> : null}
          {rights.approve && a.status === 'pending' ? (
            <div className="ga-actions">
              <Button block color="danger" fill="outline" onClick={() => void reject()} data-testid="ga-reject">
                {tr('generalApp.approval.reject')}
              </Button>
              <Button
                block
                color="primary"
                onClick={() => void act(() => api(generalAppApi.decide, { id, approve: true, reason: '' }))}
              >
                {tr('generalApp.approval.approve')}
              </Button>
            </div>
          ) : null}
          {rights.sign && a.status === 'approved' ? (
            <div className="ga-actions">
              <Button block color="success" onClick={() => void act(() => api(generalAppApi.sign, { id }))}>
                {tr('generalApp.sign.checkIn')}
              </Button>
            </div>
          ) : null}
        </section>
        <section>
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
        </section>
      </div>
    </Page>
  );
}
