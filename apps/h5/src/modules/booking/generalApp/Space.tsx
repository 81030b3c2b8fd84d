/**
 * generalApp/space: a space's description, rules and opening hours; pick a date in the booking
 * window, see the slots with what remains, and go on to book the chosen one.
 */
import type { GaSlot } from '@campus/api';
import { hourRuns, runDays } from '@campus/api/rules';
import { Button, Tag } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { Page } from '../../../shared/Page';
import { generalAppApi } from './endpoints';
import { datesBetween, weekdayOf } from './format';
import { useLoad } from './parts/hooks';
import { Notice } from './parts/Notice';
import './generalApp.css';

export default function Space() {
  const tr = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { data: s } = useLoad(() => api(generalAppApi.space, { id }), [id], !!id);
  const [date, setDate] = useState('');
  const [picked, setPicked] = useState<GaSlot | null>(null);
  useEffect(() => {
    if (s && !date) setDate(s.today);
  }, [s, date]);
  const { data: day } = useLoad(
    async () => (date && s ? api(generalAppApi.slots, { spaceId: s.id, date }) : null),
    [s?.id, date],
  );
  useEffect(() => setPicked(null), [date]);
  if (!id)
    return (
      <Page page="ga-space">
        <Notice kind="missing" />
      </Page>
    );
  if (!s) return <Page page="ga-space">{null}</Page>;
  const wd = (n: number) => tr(`generalApp.weekday.d${n}` as 'generalApp.weekday.d0');
  return (
    <Page page="ga-space">
      <div className="ga ga-two">
        <section>
          <h2 style={{ margin: '8px 0' }}>{s.name}</h2>
          {s.photos.length ? (
            <div className="ga-photos">
              {s.photos.map((p) => (
                <img key={p} src={p} alt="" />
              ))}
            </div>
          ) : null}
          <div className="ga-muted">
            {tr('generalApp.space.locationLine', { place: s.location })}
          </div>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6, margin: '8px 0' }}>
            <Tag fill="outline">
              {s.whole ? tr('generalApp.space.whole') : tr('generalApp.space.perSlot', { n: s.capacity })}
            </Tag>
            <Tag fill="outline">{tr('generalApp.space.capacity', { n: s.capacity })}</Tag>
            <Tag fill="outline" color={s.approval ? 'warning' : 'success'}>
              {s.approval ? tr('generalApp.space.approval') : tr('generalApp.space.noApproval')}
            </Tag>
            {s.checkin ? (
              <Tag fill="outline" color="primary">
                {tr('generalApp.space.checkin', { n: s.graceMinutes })}
              </Tag>
            ) : null}
            {s.perDay ? <Tag fill="outline">{tr('generalApp.space.perDay', { n: s.perDay })}</Tag> : null}
            {s.perWeek ? <Tag fill="outline">{tr('generalApp.space.perWeek', { n: s.perWeek })}</Tag> : null}
            <Tag fill="outline">{tr('generalApp.space.horizon', { n: s.horizonDays })}</Tag>
          </div>
          {s.noShows ? (
            <div className="ga-muted" style={{ color: '#ff3141' }}>
              {tr('generalApp.space.noShows', { n: s.noShows })}
            </div>
          ) : null}
          {s.description ? <p style={{ whiteSpace: 'pre-wrap' }}>{s.description}</p> : null}
          <div className="ga-hours">
            <strong>{tr('generalApp.space.hours')}</strong>
            {hourRuns((d) => (s.hours[d] ?? []).map((r) => `${r.from}-${r.to}`).join(', ')).map((run, _, all) => (
              <div key={run.first}>
                {tr('generalApp.space.hoursLine', {
                  days: runDays(run, all.length, {
                    day: wd,
                    everyDay: tr('generalApp.space.everyDay'),
                    range: (from, to) => tr('generalApp.space.dayRange', { from, to }),
                  }),
                  hours: run.text || tr('generalApp.space.closed'),
                })}
              </div>
            ))}
          </div>
        </section>
        <section>
          <h3>{tr('generalApp.space.pickDate')}</h3>
          <div className="ga-days">
            {datesBetween(s.today, s.lastDay).map((d) => (
              <div
                key={d}
                className={`ga-day${d === date ? ' on' : ''}`}
                role="button"
                data-testid="ga-day"
                data-date={d}
                onClick={() => setDate(d)}
              >
                <div>{wd(weekdayOf(d))}</div>
                <div>{d.slice(5)}</div>
              </div>
            ))}
          </div>
          <h3>{tr('generalApp.space.pickSlot')}</h3>
          {day && day.slots.length === 0 ? <p className="ga-muted">{tr('generalApp.space.noSlots')}</p> : null}
          <div className="ga-slots">
            {(day?.slots ?? []).map((sl) => (
              <div
                key={sl.startsAt}
                role="button"
                data-testid="ga-slot"
                data-from={sl.from}
                data-state={sl.state}
                className={`ga-slot ${sl.state}${picked?.startsAt === sl.startsAt ? ' on' : ''}`}
                onClick={() => sl.state === 'open' && setPicked(sl)}
              >
                <div>
                  {sl.from}-{sl.to}
                </div>
                <div className="ga-muted">
                  {sl.state === 'open'
                    ? tr('generalApp.slot.open', { n: sl.remaining })
                    : tr(`generalApp.slot.${sl.state}`)}
                </div>
              </div>
            ))}
          </div>
          <Button
            block
            color="primary"
            style={{ marginTop: 16 }}
            disabled={!picked}
            data-testid="ga-book"
            onClick={() => {
              if (picked)
                navigate(
                  `/generalApp/appoint?spaceId=${encodeURIComponent(s.id)}&startsAt=${picked.startsAt}&day=${date}&from=${picked.from}&to=${picked.to}`,
                );
            }}
          >
            {tr('generalApp.space.book')}
          </Button>
        </section>
      </div>
    </Page>
  );
}
