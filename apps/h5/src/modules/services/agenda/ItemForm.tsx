/**
 * The fields of an item, shared by the personal form and the group publish form: title, all
 * day, start and end (native date and time inputs: the phone's own pickers), place, notes,
 * reminders, repeat with its end, colour.
 */
import { AGENDA_COLORS, AGENDA_REMIND_CHOICES, AGENDA_REPEATS } from '@campus/api';
import { Input, List, Selector, Switch, TextArea } from 'antd-mobile';
import { useT } from '../../../lib/i18n';
import { withStart, type ItemValues } from './form-values';
import { COLOR_HEX, remindLabel } from './labels';

export function ItemForm({ value, onChange }: { value: ItemValues; onChange(v: ItemValues): void }) {
  const tr = useT();
  const set = (p: Partial<ItemValues>) => onChange({ ...value, ...p });
  return (
    <List>
      <List.Item title={tr('agenda.form.title')}>
        <Input placeholder={tr('agenda.form.titlePh')} value={value.title} maxLength={100} onChange={(title) => set({ title })} data-testid="agenda-title" />
      </List.Item>
      <List.Item extra={<Switch checked={value.allDay} onChange={(allDay) => set({ allDay })} data-testid="agenda-allday" />}>{tr('agenda.allDay')}</List.Item>
      <List.Item title={tr('agenda.form.start')}>
        <div className="row">
          <Input type="date" value={value.startDate} onChange={(d) => onChange(withStart(value, d, value.startTime))} data-testid="agenda-start-date" />
          {value.allDay ? null : <Input type="time" value={value.startTime} onChange={(t) => onChange(withStart(value, value.startDate, t))} data-testid="agenda-start-time" />}
        </div>
      </List.Item>
      <List.Item title={tr('agenda.form.end')}>
        <div className="row">
          <Input type="date" value={value.endDate} onChange={(endDate) => set({ endDate })} data-testid="agenda-end-date" />
          {value.allDay ? null : <Input type="time" value={value.endTime} onChange={(endTime) => set({ endTime })} data-testid="agenda-end-time" />}
        </div>
      </List.Item>
      <List.Item title={tr('agenda.form.location')}>
        <Input placeholder={tr('agenda.form.locationPh')} value={value.location} maxLength={120} onChange={(location) => set({ location })} data-testid="agenda-location" />
      </List.Item>
      <List.Item title={tr('agenda.form.remind')} description={value.allDay ? tr('agenda.allDayRemind') : undefined}>
        <Selector multiple columns={3} value={value.remind} onChange={(remind) => set({ remind: remind.slice(0, 5) })} options={AGENDA_REMIND_CHOICES.map((m) => ({ label: remindLabel(tr, m), value: m }))} />
      </List.Item>
      <List.Item title={tr('agenda.form.repeat')}>
        <Selector columns={4} value={[value.repeat]} onChange={(v) => v[0] && set({ repeat: v[0] })} options={AGENDA_REPEATS.map((r) => ({ label: tr(`agenda.repeat.${r}`), value: r }))} />
      </List.Item>
      {value.repeat !== 'none' ? (
        <List.Item title={tr('agenda.form.until')} description={tr('agenda.form.untilHint')}>
          <Input type="date" value={value.repeatUntil} onChange={(repeatUntil) => set({ repeatUntil })} clearable data-testid="agenda-until" />
        </List.Item>
      ) : null}
      <List.Item title={tr('agenda.form.color')}>
        <div className="agenda-colors">
          {AGENDA_COLORS.map((c) => (
            <button key={c} type="button" aria-label={tr(`agenda.color.${c}`)} className={`agenda-swatch${value.color === c ? ' on' : ''}`} style={{ background: COLOR_HEX[c] }} onClick={() => set({ color: c })} />
          ))}
        </div>
      </List.Item>
      <List.Item title={tr('agenda.form.notes')}>
        <TextArea placeholder={tr('agenda.form.notesPh')} value={value.notes} maxLength={2000} autoSize={{ minRows: 2, maxRows: 6 }} onChange={(notes) => set({ notes })} />
      </List.Item>
    </List>
  );
}
