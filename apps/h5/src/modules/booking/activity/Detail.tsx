/** activity/activitydetail: the activity, its state and counts, sign up / withdraw, and links to the rest. */
import type { ActivityDetail } from '@campus/api';
import { Button, Dialog, Input, List, Tag, Toast } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { isMissing, toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { WayOn } from '../../../shared/WayOn';
import { activityApi } from './endpoints';
import { fmtRange, idParam, primaryAction, stateColor } from './format';
import './activity.css';

export default function Detail() {
  const tr = useT();
  const navigate = useNavigate();
  const id = idParam(useLocation().search);
  const [a, setA] = useState<ActivityDetail | null>(null);
  const [missing, setMissing] = useState(false);

  const load = useCallback(() => {
    if (!id) return;
    api(activityApi.detail, { id })
      .then(setA)
      .catch((err: unknown) => {
        // Not there (or not open to the caller): the notice below says it, a toast would say it twice.
        if (isMissing(err)) setMissing(true);
        else toastError(err);
      });
  }, [id]);
  useEffect(load, [load]);

  if (!id || (missing && !a))
    return (
      <Page page="activity-detail">
        <WayOn status="info" title={tr('activity.msg.notFound')} action={tr('activity.action.backToHall')} to="/activity/index" testId="activity-missing" />
      </Page>
    );
  if (!a) return <Page page="activity-detail">{null}</Page>;
  const action = primaryAction(a);
  const go = (page: string) => navigate(`/activity/${page}?id=${encodeURIComponent(a.id)}`);

  async function signup() {
    let note = '';
    const ok = await Dialog.confirm({
      title: tr('activity.action.signup'),
      content: <Input placeholder={tr('activity.field.note')} maxLength={200} onChange={(v) => (note = v)} data-testid="signup-note" />,
      confirmText: tr('activity.action.confirm'),
      cancelText: tr('common.cancel'),
    });
    if (!ok) return;
    try {
      const s = await api(activityApi.signup, { id: a!.id, note });
      Toast.show({ content: tr(s.status === 'pending' ? 'activity.msg.pending' : 'activity.msg.signedUp'), icon: 'success' });
      load();
    } catch (err) {
      toastError(err);
    }
  }

  async function withdraw() {
    if (!(await Dialog.confirm({ content: tr('activity.action.confirmCancel'), confirmText: tr('activity.action.confirm'), cancelText: tr('common.cancel') }))) return;
    try {
      await api(activityApi.cancelSignup, { id: a!.id });
      Toast.show({ content: tr('activity.msg.cancelled') });
      load();
    } catch (err) {
      toastError(err);
    }
  }

  return (
    <Page page="activity-detail">
      {a.cover ? <img className="act-cover" src={a.cover} alt="" /> : null}
      <div className="act-section">
        <h2 style={{ margin: '0 0 8px' }}>{a.title}</h2>
        <div className="row" style={{ gap: 6 }}>
          <Tag color={stateColor(a.state)} data-testid="activity-state">
            {tr(`activity.state.${a.state}`)}
          </Tag>
          <Tag fill="outline">{tr(`activity.category.${a.category}`)}</Tag>
          {a.mine ? (
            <Tag color="primary" fill="outline" data-testid="my-status">
              {tr(`activity.signup.${a.mine.status}`)}
            </Tag>
          ) : null}
        </div>
        {a.cancelled ? <p className="act-meta">{a.cancelReason}</p> : null}
      </div>
      <List>
        <List.Item extra={a.organiser}>{tr('activity.field.organiser')}</List.Item>
        <List.Item extra={a.place}>{tr('activity.field.place')}</List.Item>
        <List.Item description={fmtRange(a.startsAt, a.endsAt)}>{tr('activity.field.time')}</List.Item>
        <List.Item description={fmtRange(a.signupOpenAt, a.signupCloseAt)}>{tr('activity.field.signupTime')}</List.Item>
        <List.Item extra={<span data-testid="activity-taken">{`${a.taken} / ${a.capacity ?? tr('activity.field.unlimited')}`}</span>}>{tr('activity.field.places')}</List.Item>
      </List>
      {/* Sanitized by the server on write (platform/sanitize). */}
      <div className="act-section" dangerouslySetInnerHTML={{ __html: a.description }} />
      <List>
        <List.Item onClick={() => go('activityfile')} extra={a.counts.files}>{tr('activity.action.files')}</List.Item>
        <List.Item onClick={() => go('activitycomment')} extra={a.counts.comments}>{tr('activity.action.comments')}</List.Item>
        <List.Item onClick={() => go('activityphoto')} extra={a.counts.photos}>{tr('activity.action.photos')}</List.Item>
        {a.mine?.status === 'approved' ? <List.Item onClick={() => go('activitycode')}>{tr('activity.action.myCode')}</List.Item> : null}
      </List>
      <div className="act-actions">
        {action === 'signup' ? (
          <Button block color="primary" onClick={() => void signup()}>
            {tr('activity.action.signup')}
          </Button>
        ) : null}
        {action === 'cancel' ? (
          <Button block onClick={() => void withdraw()}>
            {tr('activity.action.cancelSignup')}
          </Button>
        ) : null}
        {a.canManage ? (
          <Button block color="primary" fill="outline" onClick={() => go('activemanage')}>
            {tr('activity.action.manage')}
          </Button>
        ) : null}
      </div>
    </Page>
  );
}
