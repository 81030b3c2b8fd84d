/** activity/activemanage: one activity's management: edit, publish/withdraw, cancel, sign-ups, check-in, files. */
import type { ActivityDetail } from '@campus/api';
import { Dialog, Input, List, Tag, Toast } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { activityApi } from './endpoints';
import { fmtRange, idParam, stateColor } from './format';
import './activity.css';

export default function ActiveManage() {
  const tr = useT();
  const navigate = useNavigate();
  const id = idParam(useLocation().search);
  const [a, setA] = useState<ActivityDetail | null>(null);
  const load = useCallback(() => {
    if (id) api(activityApi.detail, { id }).then(setA).catch(toastError);
  }, [id]);
  useEffect(load, [load]);
  if (!a) return <Page page="activity-activemanage">{null}</Page>;
  const go = (page: string) => navigate(`/activity/${page}?id=${encodeURIComponent(a.id)}`);

  async function run(p: Promise<unknown>, msg = tr('activity.msg.done')) {
    try {
      await p;
      Toast.show({ content: msg, icon: 'success' });
      load();
    } catch (err) {
      toastError(err);
    }
  }

  async function cancel() {
    let reason = '';
    const ok = await Dialog.confirm({
      title: tr('activity.action.cancel'),
      content: <Input placeholder={tr('activity.action.cancelReason')} maxLength={200} onChange={(v) => (reason = v)} />,
      confirmText: tr('activity.action.confirm'),
      cancelText: tr('common.cancel'),
    });
    if (!ok) return;
    try {
      const r = await api(activityApi.cancel, { id: a!.id, reason: reason.trim() });
      Toast.show({ content: tr('activity.msg.notified', { n: r.notified }) });
      load();
    } catch (err) {
      toastError(err);
    }
  }

  const editable = !a.cancelled;
  return (
    <Page page="activity-activemanage">
      <div className="act-section">
        <h2 style={{ margin: '0 0 8px' }}>{a.title}</h2>
        <Tag color={stateColor(a.state)}>{tr(`activity.state.${a.state}`)}</Tag>
        <div className="act-meta">{fmtRange(a.startsAt, a.endsAt)}</div>
        <div className="act-meta">{tr('activity.field.taken', { n: a.taken })}</div>
      </div>
      <List>
        <List.Item onClick={() => go('activitydetail')}>{tr('activity.title.activitydetail')}</List.Item>
        {editable ? <List.Item onClick={() => go('addnew')}>{tr('activity.action.edit')}</List.Item> : null}
        <List.Item onClick={() => go('activemanageSing')}>{tr('activity.action.signups')}</List.Item>
        <List.Item onClick={() => navigate(`/activity/activitycode?id=${encodeURIComponent(a.id)}&mode=organiser`)}>{tr('activity.action.checkinCode')}</List.Item>
        <List.Item onClick={() => go('activityfile')}>{tr('activity.action.files')}</List.Item>
        <List.Item onClick={() => go('activityphoto')}>{tr('activity.action.photos')}</List.Item>
        {editable ? (
          <List.Item onClick={() => void run(api(activityApi.publish, { id: a.id, published: !a.published }))}>
            {tr(a.published ? 'activity.action.unpublish' : 'activity.action.publish')}
          </List.Item>
        ) : null}
        {editable ? (
          <List.Item onClick={() => void cancel()}>
            <span style={{ color: 'var(--adm-color-danger)' }}>{tr('activity.action.cancel')}</span>
          </List.Item>
        ) : null}
      </List>
    </Page>
  );
}
