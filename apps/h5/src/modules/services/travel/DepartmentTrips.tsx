/** The counselor's view (travel.manage): today's counts and the department's trips by status. */
import { TRIP_STATUSES, type OutputOf, type TripStatus } from '@campus/api';
import { Empty, Result, Selector } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { errorText } from '../../../shared/errors';
import { travelApi } from './endpoints';
import { TripCard } from './TripCard';

type Dept = OutputOf<typeof travelApi.department>;
/** `awayToday` = under way today (away or overdue); otherwise a status. */
type View = 'awayToday' | TripStatus;

/** `today`: the site's date (the server's). */
export function DepartmentTrips(props: { today: string }) {
  const tr = useT();
  const [view, setView] = useState<View>('awayToday');
  const [data, setData] = useState<Dept | null>(null);
  const [failed, setFailed] = useState('');
  useEffect(() => {
    const filter = view === 'awayToday' ? { awayOn: props.today } : { status: view };
    api(travelApi.department, { ...filter, pageSize: 200 }, { silent: true })
      .then(setData)
      .catch((err: unknown) => setFailed(errorText(err)));
  }, [view, props.today]);
  if (failed) return <Result status="warning" title={failed} />;
  if (!data) return null;
  return (
    <div>
      <div className="row page-card" data-testid="travel-counts">
        {(['away', 'overdue', 'registered'] as const).map((k) => (
          <div key={k} className="grow center">
            <div style={{ fontSize: 24, fontWeight: 700 }}>{data.counts[k]}</div>
            <div className="muted">{tr(`travel.counts.${k}`)}</div>
          </div>
        ))}
      </div>
      <Selector
        columns={3}
        value={[view]}
        onChange={(v) => v[0] && setView(v[0])}
        options={[{ value: 'awayToday' as View, label: tr('travel.awayToday') }, ...TRIP_STATUSES.map((s) => ({ value: s as View, label: tr(`travel.status.${s}`) }))]}
      />
      <div style={{ marginTop: 8 }}>
        {data.list.map((x) => (
          <TripCard key={x.id} trip={x} showPerson />
        ))}
        {data.list.length === 0 ? <Empty /> : null}
      </div>
    </div>
  );
}
