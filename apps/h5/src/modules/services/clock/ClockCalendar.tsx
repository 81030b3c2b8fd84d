/** The caller's month: each day marked on time, late, missed or to do; rest days and future days plain. */
import type { ClockDayState } from '@campus/api';
import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { clockApi } from './endpoints';
import { STATE_COLOR, monthGrid, shiftMonth } from './format';

const LEGEND: ClockDayState[] = ['onTime', 'late', 'missed', 'pending'];
const WEEKDAYS = ['d0', 'd1', 'd2', 'd3', 'd4', 'd5', 'd6'] as const;

export function ClockCalendar(props: { start: string; refresh: number }) {
  const tr = useT();
  const [month, setMonth] = useState(props.start);
  const [states, setStates] = useState<Record<string, ClockDayState>>({});
  useEffect(() => {
    let live = true;
    api(clockApi.calendar, { month })
      .then((d) => live && setStates(Object.fromEntries(d.days.map((x) => [x.date, x.state]))))
      .catch(toastError);
    return () => {
      live = false;
    };
  }, [month, props.refresh]);

  return (
    <div style={{ background: '#fff', padding: 12 }} data-testid="clock-calendar">
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Button size="mini" fill="none" aria-label={tr('clock.prevMonth')} onClick={() => setMonth((m) => shiftMonth(m, -1))}>
          ‹
        </Button>
        <strong>{month}</strong>
        <Button size="mini" fill="none" aria-label={tr('clock.nextMonth')} onClick={() => setMonth((m) => shiftMonth(m, 1))}>
          ›
        </Button>
      </div>
      <table style={{ width: '100%', textAlign: 'center', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            {WEEKDAYS.map((d) => (
              <th key={d} style={{ fontWeight: 400, color: '#888', fontSize: 12 }}>
                {tr(`clock.weekdays.${d}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((week, i) => (
            <tr key={i}>
              {week.map((date, j) => {
                const s = date ? states[date] : undefined;
                return (
                  <td key={j} style={{ padding: 3 }}>
                    {date ? (
                      <span data-date={date} data-state={s} title={s ? tr(`clock.state.${s}`) : undefined} style={{ display: 'inline-block', width: 30, height: 30, lineHeight: '30px', borderRadius: 15, color: s && STATE_COLOR[s] !== 'transparent' ? '#fff' : '#333', background: s ? STATE_COLOR[s] : 'transparent' }}>
                        {Number(date.slice(8))}
                      </span>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div style={{ display: 'flex', gap: 12, justifyContent: 'center', fontSize: 12, marginTop: 6 }}>
        {LEGEND.map((s) => (
          <span key={s}>
            <span style={{ display: 'inline-block', width: 8, height: 8, borderRadius: 4, background: STATE_COLOR[s], marginRight: 4 }} />
            {tr(`clock.state.${s}`)}
          </span>
        ))}
      </div>
    </div>
  );
}
