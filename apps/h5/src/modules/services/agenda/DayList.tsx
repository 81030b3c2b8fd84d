/** The selected day's occurrences under its heading, with the way to add one on that day. */
import type { AgendaOccurrence } from '@campus/api';
import { Button, Empty, List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../lib/i18n';
import { onDay, weekdayIndex } from './dates';
import { dayTitle } from './labels';
import { OccurrenceRow } from './OccurrenceRow';

export function DayList({ day, list }: { day: string; list: AgendaOccurrence[] }) {
  const tr = useT();
  const navigate = useNavigate();
  const items = onDay(list, day);
  return (
    <div data-testid="agenda-day">
      <List
        header={
          <div className="row">
            <span className="grow">{day ? dayTitle(tr, day, weekdayIndex(day)) : ''}</span>
            <Button size="mini" color="primary" fill="outline" onClick={() => navigate(`/personalAgenda/add?date=${day}`)}>
              + {tr('agenda.add')}
            </Button>
          </div>
        }
      >
        {items.map((o) => (
          <OccurrenceRow key={`${o.itemId}:${o.start}`} o={o} />
        ))}
      </List>
      {items.length === 0 ? <Empty description={tr('agenda.noItems')} /> : null}
    </div>
  );
}
