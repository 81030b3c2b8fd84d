/** activity/manage: the activities the caller organises, and a button to create one. */
import type { ActivitySummary } from '@campus/api';
import { Button, Empty } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { ActivityCard } from './ActivityCard';
import { activityApi } from './endpoints';
import './activity.css';

export default function Manage() {
  const tr = useT();
  const navigate = useNavigate();
  const [list, setList] = useState<ActivitySummary[] | null>(null);
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    api(activityApi.manage, { pageSize: 100 })
      .then((d) => setList(d.list))
      .catch(toastError);
    api(activityApi.canCreate, {})
      .then((d) => setAllowed(d.allowed))
      .catch(() => undefined);
  }, []);
  return (
    <Page page="activity-manage">
      {allowed ? (
        <div className="act-actions">
          <Button block color="primary" onClick={() => navigate('/activity/addnew')}>
            {tr('activity.action.create')}
          </Button>
        </div>
      ) : null}
      {list?.map((a) => <ActivityCard key={a.id} a={a} onOpen={() => navigate(`/activity/activemanage?id=${encodeURIComponent(a.id)}`)} />)}
      {list && list.length === 0 ? <Empty description={tr('activity.msg.noActivities')} /> : null}
    </Page>
  );
}
