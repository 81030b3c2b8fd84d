/** The month (or week) grid: Monday-first weekday heads, day numbers, a dot per item colour (up to three). */
import type { AgendaOccurrence } from '@campus/api';
import { useT } from '../../../lib/i18n';
import { onDay } from './dates';
import { COLOR_HEX, WEEKDAY_KEYS } from './labels';

interface Props {
  days: string[];
  /** The month shown (`YYYY-MM`); days outside it are dimmed. Null in week view. */
  month: string | null;
  today: string;
  selected: string;
  list: AgendaOccurrence[];
  onSelect(day: string): void;
}

export function MonthGrid({ days, month, today, selected, list, onSelect }: Props) {
  const tr = useT();
  return (
    <div className="agenda-grid" data-testid="agenda-grid">
      {WEEKDAY_KEYS.map((k) => (
        <div key={k} className="wd">
          {tr(`agenda.weekday.${k}`)}
        </div>
      ))}
      {days.map((d) => {
        const colors = [...new Set(onDay(list, d).map((o) => o.color))].slice(0, 3);
        const cls = ['agenda-cell', month && !d.startsWith(month) ? 'out' : '', d === today ? 'today' : '', d === selected ? 'selected' : ''].filter(Boolean).join(' ');
        return (
          <button key={d} type="button" className={cls} data-day={d} aria-pressed={d === selected} onClick={() => onSelect(d)}>
            <span className="n">{Number(d.slice(8, 10))}</span>
            <span className="agenda-dots">
              {colors.map((c) => (
                <i key={c} style={{ background: COLOR_HEX[c] }} />
              ))}
            </span>
          </button>
        );
      })}
    </div>
  );
}
