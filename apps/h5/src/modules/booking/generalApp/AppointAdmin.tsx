/** generalApp/appointAdmin: a manager's view of one space's day — each slot with who holds it. */
import { Input, Selector } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { Page } from '../../../shared/Page';
import { generalAppApi } from './endpoints';
import { dateText } from './format';
import { ApptCard } from './parts/ApptCard';
import { nowSeconds, useLoad, useRights } from './parts/hooks';
import { Notice } from './parts/Notice';
import './generalApp.css';

export default function AppointAdmin() {
  const tr = useT();
  const navigate = useNavigate();
  const rights = useRights();
  const { data: spaces } = useLoad(
    () => api(generalAppApi.manageSpaces, { current: 1, pageSize: 100 }),
    [],
    rights.manage,
  );
  const [spaceId, setSpaceId] = useState('');
  const [date, setDate] = useState(dateText(nowSeconds()));
  useEffect(() => {
    if (!spaceId && spaces?.list[0]) setSpaceId(spaces.list[0].id);
  }, [spaces, spaceId]);
  const { data: day } = useLoad(
    async () => (spaceId && date ? api(generalAppApi.nameList, { spaceId, date }) : null),
    [spaceId, date],
  );
  if (!rights.manage) return <Page page="ga-appoint-admin">{rights.loaded ? <Notice kind="denied" /> : null}</Page>;
  return (
    <Page page="ga-appoint-admin">
      <div className="ga">
        <Selector
          columns={3}
          value={spaceId ? [spaceId] : []}
          onChange={(v) => v[0] && setSpaceId(v[0])}
          options={(spaces?.list ?? []).map((s) => ({ label: s.name, value: s.id }))}
        />
        <div style={{ margin: '8px 0' }}>
          <Input type="date" value={date} onChange={(v) => v && setDate(v)} aria-label={tr('generalApp.admin.date')} />
        </div>
        {!spaceId ? <p className="ga-muted">{tr('generalApp.admin.noSpace')}</p> : null}
        {(day?.slots ?? []).map((sl) => (
          <div key={sl.startsAt} className="ga-card">
            <div className="ga-card-head">
              <strong>
                {sl.from}-{sl.to}
              </strong>
              <span className="ga-muted">
                {sl.capacity - sl.remaining}/{sl.capacity}
              </span>
            </div>
            {sl.people.length === 0 ? <div className="ga-muted">{tr('generalApp.admin.emptySlot')}</div> : null}
            <div className="ga-grid">
              {sl.people.map((p) => (
                <ApptCard
                  key={p.id}
                  a={p}
                  onClick={() => navigate(`/generalApp/AdminDetails?id=${encodeURIComponent(p.id)}`)}
                />
              ))}
            </div>
          </div>
        ))}
      </div>
    </Page>
  );
}
