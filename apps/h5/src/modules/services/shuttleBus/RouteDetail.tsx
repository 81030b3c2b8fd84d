/** shuttleBus/detail: one route (`id`) — its stops in order and every timetable, today's marked. */
import type { BusStop, BusTimetable } from '@campus/api';
import { Card, Empty, Steps, Tag } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { shuttleBusApi } from './endpoints';

interface RouteView {
  route: { name: string; color: string; notes: string };
  stops: BusStop[];
  timetables: BusTimetable[];
}

function Timetable(props: { tt: BusTimetable; stops: BusStop[] }) {
  const tr = useT();
  const { tt } = props;
  const validity = tt.validFrom || tt.validTo ? tr('shuttleBus.validity', { from: tt.validFrom ?? tr('shuttleBus.open'), to: tt.validTo ?? tr('shuttleBus.open') }) : tr('shuttleBus.always');
  return (
    <Card
      title={tt.name}
      extra={tt.today ? <Tag color="success">{tr('shuttleBus.today')}</Tag> : <Tag>{tr('shuttleBus.notToday')}</Tag>}
      style={{ margin: 8 }}
      data-testid="bus-timetable"
    >
      <div style={{ color: '#888', fontSize: 12, marginBottom: 6 }}>
        {tt.days.map((d) => tr(`shuttleBus.days.${d}`)).join(' · ')} · {validity}
      </div>
      <div style={{ overflowX: 'auto' }}>
        <table style={{ borderCollapse: 'collapse', fontSize: 13, whiteSpace: 'nowrap' }}>
          <thead>
            <tr>
              {props.stops.map((s, i) => (
                <th key={`${s.id}-${i}`} style={{ padding: '4px 8px', borderBottom: '1px solid #eee', textAlign: 'left' }}>
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {tt.trips.map((trip, r) => (
              <tr key={r}>
                {trip.map((time, i) => (
                  <td key={i} style={{ padding: '4px 8px', color: time ? undefined : '#ccc' }}>
                    {time ?? '—'}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {tt.trips.length === 0 ? <Empty description={tr('shuttleBus.noTrips')} /> : null}
    </Card>
  );
}

export default function RouteDetail() {
  const tr = useT();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [view, setView] = useState<RouteView | null>(null);
  useEffect(() => {
    if (!id) return;
    api(shuttleBusApi.route, { id })
      .then(setView)
      .catch(toastError);
  }, [id]);
  if (!view) return <Page page="shuttleBus-detail">{null}</Page>;
  return (
    <Page page="shuttleBus-detail" title={view.route.name}>
      {view.route.notes ? <p style={{ padding: '0 12px', color: '#666' }}>{view.route.notes}</p> : null}
      <Card title={tr('shuttleBus.stops')} style={{ margin: 8, borderTop: `3px solid ${view.route.color}` }}>
        <Steps direction="vertical" current={-1}>
          {view.stops.map((s, i) => (
            <Steps.Step key={`${s.id}-${i}`} title={s.name} description={s.position} status="process" />
          ))}
        </Steps>
      </Card>
      <h3 style={{ padding: '0 12px' }}>{tr('shuttleBus.timetable')}</h3>
      {view.timetables.map((tt) => (
        <Timetable key={tt.id} tt={tt} stops={view.stops} />
      ))}
      {view.timetables.length === 0 ? <Empty description={tr('shuttleBus.noTrips')} /> : null}
    </Page>
  );
}
