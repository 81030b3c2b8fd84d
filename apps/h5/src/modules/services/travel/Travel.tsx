/**
 * bjtuTravel/index: leave-campus travel registration. My trips (cancel one not started, report
 * the return of one under way), the registration form, and for counselors (travel.manage) who
 * of the department is away today.
 */
import { hasModuleAuth } from '@campus/api/rules';
import type { TravelTrip } from '@campus/api';
import { Dialog, Empty, Tabs, Toast } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { loadSession } from '../../../lib/session';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { DepartmentTrips } from './DepartmentTrips';
import { travelApi } from './endpoints';
import { RegisterForm } from './RegisterForm';
import { TripCard } from './TripCard';

export default function Travel() {
  const tr = useT();
  const [tab, setTab] = useState('mine');
  const [trips, setTrips] = useState<TravelTrip[] | null>(null);
  /** The site's date, from the server: a phone in another timezone must not move "today". */
  const [today, setToday] = useState('');
  const [counselor, setCounselor] = useState(false);
  const load = useCallback(() => {
    api(travelApi.mine, {})
      .then((d) => {
        setTrips(d.list);
        setToday(d.today);
      })
      .catch(toastError);
  }, []);
  useEffect(load, [load]);
  useEffect(() => {
    void loadSession().then((s) => setCounselor(!!s.user?.isSuper || hasModuleAuth(s.auth, 'travel', 'manage')));
  }, []);

  async function act(x: TravelTrip, kind: 'cancel' | 'return') {
    if (!(await Dialog.confirm({ content: tr(kind === 'cancel' ? 'travel.cancelConfirm' : 'travel.returnConfirm') }))) return;
    try {
      await api(kind === 'cancel' ? travelApi.cancel : travelApi.reportReturn, { id: x.id }, { loading: true });
      Toast.show({ content: tr(kind === 'cancel' ? 'travel.status.cancelled' : 'travel.returned') });
    } catch (err) {
      toastError(err);
    }
    load();
  }

  return (
    <Page page="travel">
      <Tabs activeKey={tab} onChange={setTab}>
        <Tabs.Tab title={tr('travel.tabs.mine')} key="mine">
          {(trips ?? []).map((x) => (
            <TripCard key={x.id} trip={x} onCancel={() => void act(x, 'cancel')} onReturn={() => void act(x, 'return')} />
          ))}
          {trips && trips.length === 0 ? <Empty description={tr('travel.noTrips')} /> : null}
        </Tabs.Tab>
        <Tabs.Tab title={tr('travel.tabs.register')} key="register">
          {today ? (
            <RegisterForm
              today={today}
              onDone={() => {
                load();
                setTab('mine');
              }}
            />
          ) : null}
        </Tabs.Tab>
        {counselor ? (
          <Tabs.Tab title={tr('travel.tabs.department')} key="department">
            {tab === 'department' && today ? <DepartmentTrips today={today} /> : null}
          </Tabs.Tab>
        ) : null}
      </Tabs>
    </Page>
  );
}
