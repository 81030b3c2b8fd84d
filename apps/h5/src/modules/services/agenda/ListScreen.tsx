/** personalAgenda/list: what is coming, day by day from today, a month at a time ("load more" adds the next). */
import type { AgendaOccurrence } from '@campus/api';
import { Button, Empty, List } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { addDays, byDay, weekdayIndex } from './dates';
import { agendaApi } from './endpoints';
import { dayTitle } from './labels';
import { OccurrenceRow } from './OccurrenceRow';
import { useToday } from './useRange';
import './agenda.css';

const WINDOW_DAYS = 30;

export default function ListScreen() {
  const tr = useT();
  const navigate = useNavigate();
  const today = useToday();
  const [until, setUntil] = useState('');
  const [list, setList] = useState<AgendaOccurrence[]>([]);
  useEffect(() => {
    if (today) setUntil(addDays(today, WINDOW_DAYS - 1));
  }, [today]);
  const more = () => {
    const from = addDays(until, 1);
    const to = addDays(until, WINDOW_DAYS);
    api(agendaApi.range, { from, to })
      .then((d) => {
        setList((l) => [...l, ...d.list.filter((o) => o.startDate >= from)]);
        setUntil(to);
      })
      .catch(toastError);
  };
  useEffect(() => {
    if (!today) return;
    api(agendaApi.range, { from: today, to: addDays(today, WINDOW_DAYS - 1) })
      .then((d) => setList(d.list))
      .catch(toastError);
  }, [today]);
  const days = today && until ? byDay(list, today, until) : [];
  return (
    <Page page="agenda-list">
      <div className="agenda-actions">
        <Button size="small" color="primary" onClick={() => navigate('/personalAgenda/add')}>
          + {tr('agenda.add')}
        </Button>
      </div>
      {days.map(({ day, items }) => (
        <List key={day} header={day === today ? `${tr('agenda.today')} · ${dayTitle(tr, day, weekdayIndex(day))}` : dayTitle(tr, day, weekdayIndex(day))}>
          {items.map((o) => (
            <OccurrenceRow key={`${o.itemId}:${o.start}`} o={o} />
          ))}
        </List>
      ))}
      {today && days.length === 0 ? <Empty description={tr('agenda.empty')} /> : null}
      {until ? (
        <div className="center" style={{ padding: 12 }}>
          <div className="muted">{tr('agenda.until', { date: until })}</div>
          <Button size="small" onClick={more} style={{ marginTop: 8 }}>
            {tr('agenda.more')}
          </Button>
        </div>
      ) : null}
    </Page>
  );
}
