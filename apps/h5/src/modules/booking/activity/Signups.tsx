/** activity/activemanageSing: sign-up management: list by status, approve/reject, remove, export xlsx. */
import { SIGNUP_STATUSES, type ActivitySignupRow, type SignupStatus } from '@campus/api';
import { Button, CapsuleTabs, Empty, List, Tag, Toast } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { api } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';
import { useT } from '../../../lib/i18n';
import { timeText } from '../../../lib/time';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { activityApi } from './endpoints';
import { idParam } from './format';
import './activity.css';

const SIGNUP_COLOR = { pending: 'warning', approved: 'primary', rejected: 'danger', cancelled: 'default', removed: 'default' } as const;

export default function Signups() {
  const tr = useT();
  const id = idParam(useLocation().search);
  const [status, setStatus] = useState<SignupStatus | ''>('');
  const [rows, setRows] = useState<ActivitySignupRow[]>([]);
  const [total, setTotal] = useState(0);
  const load = useCallback(() => {
    if (!id) return;
    api(activityApi.signups, { id, pageSize: 100, ...(status ? { status } : {}) })
      .then((d) => {
        setRows(d.list);
        setTotal(d.total);
      })
      .catch(toastError);
  }, [id, status]);
  useEffect(load, [load]);

  async function act(p: Promise<unknown>) {
    try {
      await p;
      Toast.show({ content: tr('activity.msg.done'), icon: 'success' });
      load();
    } catch (err) {
      toastError(err);
    }
  }

  /** The xlsx comes as a file, or as an envelope when refused (then its message is shown). */
  function exportXlsx() {
    downloadFile(activityApi.signupsExport.path, { id }, 'activity-signups.xlsx').catch(toastError);
  }
  return (
    <Page page="activity-signups">
      <CapsuleTabs activeKey={status} onChange={(k) => setStatus(k as SignupStatus | '')}>
        <CapsuleTabs.Tab key="" title={tr('activity.filter.all')} />
        {SIGNUP_STATUSES.map((s) => (
          <CapsuleTabs.Tab key={s} title={tr(`activity.signup.${s}`)} />
        ))}
      </CapsuleTabs>
      <div className="act-actions act-bar">
        <span className="act-meta" data-testid="signups-total">
          {tr('activity.msg.people', { n: total })}
        </span>
        <Button size="small" onClick={exportXlsx} data-testid="signups-export">
          {tr('activity.action.export')}
        </Button>
      </div>
      <List>
        {rows.map((r) => (
          <List.Item
            key={r.id}
            description={`${r.number} · ${r.department} · ${timeText(r.createdAt)}${r.note ? ` · ${r.note}` : ''}`}
            extra={
              <div className="row" style={{ gap: 4 }}>
                {r.status === 'pending' ? (
                  <>
                    <Button size="mini" color="primary" onClick={() => void act(api(activityApi.review, { signupId: r.id, approve: true }))}>
                      {tr('activity.action.approve')}
                    </Button>
                    <Button size="mini" onClick={() => void act(api(activityApi.review, { signupId: r.id, approve: false }))}>
                      {tr('activity.action.reject')}
                    </Button>
                  </>
                ) : null}
                {(r.status === 'approved' || r.status === 'pending') && r.checkedAt === null ? (
                  <Button size="mini" color="danger" fill="outline" onClick={() => void act(api(activityApi.removeSignup, { signupId: r.id }))}>
                    {tr('activity.action.remove')}
                  </Button>
                ) : null}
              </div>
            }
          >
            {r.name} <Tag color={SIGNUP_COLOR[r.status]} fill="outline">{tr(`activity.signup.${r.status}`)}</Tag>{' '}
            {r.checkedAt !== null ? <Tag color="success">{tr('activity.field.checkedIn')}</Tag> : null}
          </List.Item>
        ))}
      </List>
      {rows.length === 0 ? <Empty description={tr('activity.msg.empty')} /> : null}
    </Page>
  );
}
