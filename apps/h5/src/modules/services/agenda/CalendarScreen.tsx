/**
 * personalAgenda/index (also agenda/index): the month or week calendar with the chosen day's
 * items below it. personalAgenda/pcindex is the same screen in its `wide` variant: calendar and
 * day side by side (also used on any wide window). Days are the site's local dates.
 */
import { CapsuleTabs } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ScreenProps } from '../../../route-types';
import { useT } from '../../../lib/i18n';
import { today as siteToday } from '../../../lib/time';
import { Page } from '../../../shared/Page';
import { addDays, monthGrid, sameDayInMonth, weekGrid } from './dates';
import { DayList } from './DayList';
import { MonthGrid } from './MonthGrid';
import { useRange } from './useRange';
import './agenda.css';

type View = 'month' | 'week';
const WIDE_PX = 900;

/** Side by side when asked (pcindex) or when the page body is wide (the desktop layout rule may narrow it on other routes). */
function useWide(variant: string | undefined): boolean {
  const bodyWide = () => typeof document !== 'undefined' && document.body.clientWidth > WIDE_PX;
  const [wide, setWide] = useState(() => variant === 'wide' || bodyWide());
  useEffect(() => {
    if (variant === 'wide') return;
    const onResize = () => setWide(bodyWide());
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [variant]);
  return wide;
}

export default function CalendarScreen({ variant }: ScreenProps) {
  const tr = useT();
  const navigate = useNavigate();
  const wide = useWide(variant);
  const [view, setView] = useState<View>('month');
  const [selected, setSelected] = useState('');
  // The first window is asked around the site's today; the server's (the same day) then selects it.
  const anchor = selected || siteToday();
  const days = view === 'month' ? monthGrid(anchor) : weekGrid(anchor);
  const { list, today } = useRange(days[0]!, days[days.length - 1]!);
  useEffect(() => {
    if (!selected && today) setSelected(today);
  }, [today, selected]);
  const step = (n: number) => setSelected(view === 'month' ? sameDayInMonth(anchor, n) : addDays(anchor, 7 * n));
  const heading = tr('agenda.month', { y: anchor.slice(0, 4), m: Number(anchor.slice(5, 7)) });

  const calendar = (
    <>
      <div className="agenda-toolbar">
        <button type="button" className="agenda-nav" aria-label={tr('agenda.prev')} onClick={() => step(-1)}>
          ‹
        </button>
        <h2 data-testid="agenda-heading">{heading}</h2>
        <button type="button" className="agenda-nav" aria-label={tr('agenda.next')} onClick={() => step(1)}>
          ›
        </button>
      </div>
      <div className="agenda-toolbar">
        <CapsuleTabs activeKey={view} onChange={(k) => setView(k as View)} className="grow">
          <CapsuleTabs.Tab title={tr('agenda.view.month')} key="month" />
          <CapsuleTabs.Tab title={tr('agenda.view.week')} key="week" />
        </CapsuleTabs>
        <button type="button" className="agenda-nav" onClick={() => today && setSelected(today)}>
          {tr('agenda.today')}
        </button>
      </div>
      <MonthGrid days={days} month={view === 'month' ? anchor.slice(0, 7) : null} today={today} selected={selected} list={list} onSelect={setSelected} />
      <div className="agenda-actions">
        <button type="button" className="agenda-nav" onClick={() => navigate('/personalAgenda/list')}>
          {tr('agenda.list')}
        </button>
        <button type="button" className="agenda-nav" onClick={() => navigate('/agenda/classManage')}>
          {tr('agenda.groups')}
        </button>
        <button type="button" className="agenda-nav" onClick={() => navigate('/agenda/agendaRemind')}>
          {tr('agenda.reminders')}
        </button>
      </div>
    </>
  );
  return (
    <Page page="agenda-calendar">
      {wide ? (
        <div className="agenda-wide" data-testid="agenda-wide">
          <div className="left">{calendar}</div>
          <div className="right">
            <DayList day={selected} list={list} />
          </div>
        </div>
      ) : (
        <>
          {calendar}
          <DayList day={selected} list={list} />
        </>
      )}
    </Page>
  );
}
