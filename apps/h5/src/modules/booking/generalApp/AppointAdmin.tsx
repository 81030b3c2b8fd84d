/** generalApp/appointAdmin: a manager's view of one space's day — each slot with who holds it. */
import { Button, Selector } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { today } from '../../../lib/time';
import { Page } from '../../../shared/Page';
import { DateField } from '../DateField';
import { generalAppApi } from './endpoints';
import { addDays } from './format';
import { ApptCard } from './parts/ApptCard';
import { useLoad, useRights } from './parts/hooks';
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
  const [date, setDate] = useState(today);
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
        <div className="ga-label">{tr('generalApp.admin.space')}</div>
        <Selector
          columns={3}
          value={spaceId ? [spaceId] : []}
          onChange={(v) => v[0] && setSpaceId(v[0])}
          options={(spaces?.list ?? []).map((s) => ({ label: s.name, value: s.id }))}
        />
        <div className="ga-label">{tr('generalApp.admin.date')}</div>
        {/* The day before and after one tap away: a manager walks through the week. */}
        <div className="ga-day-nav">
          <Button size="small" onClick={() => setDate(addDays(date, -1))} data-testid="ga-prev-day">
            {tr('generalApp.admin.prevDay')}
          </Button>
          <DateField title={tr('generalApp.admin.date')} value={date} onChange={(v) => v && setDate(v)} testId="ga-date" />
          <Button size="small" onClick={() => setDate(addDays(date, 1))} data-testid="ga-next-day">
            {tr('generalApp.admin.nextDay')}
          </Button>
        </div>
        {!spaceId ? <p className="ga-muted">{tr('generalApp.admin.noSpace')}</p> : null}
        {day ? (
          <p className="ga-muted" data-testid="ga-day-total">
            {tr('generalApp.admin.dayTotal', { n: day.slots.reduce((n, sl) => n + sl.people.length, 0) })}
          </p>
        ) : null}
        {(day?.slots ?? []).map((sl) => (
          <div key={sl.startsAt} className="ga-card">
            <div className="ga-card-head">
              <strong>
                {sl.from}-{sl.to}
              </strong>
              {/* An empty slot stays one line, so the booked ones stand out in a long day. */}
              <span className="ga-muted">
                {sl.people.length === 0 ? `${tr('generalApp.admin.emptySlot')} · ` : null}
                {sl.capacity - sl.remaining}/{sl.capacity}
              </span>
            </div>
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
