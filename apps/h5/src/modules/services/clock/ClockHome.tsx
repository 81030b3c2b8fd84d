/** nactaClock/index: today's clock-in windows of every rule that applies to me, and my month. */
import type { ClockToday } from '@campus/api';
import { Empty, List } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { ClockCalendar } from './ClockCalendar';
import { clockApi } from './endpoints';
import { monthOf } from './format';
import { TodayRule } from './TodayRule';

export default function ClockHome() {
  const tr = useT();
  const [today, setToday] = useState<ClockToday | null>(null);
  const [refresh, setRefresh] = useState(0);
  const load = useCallback(() => {
    api(clockApi.today, {})
      .then(setToday)
      .catch(toastError);
  }, []);
  useEffect(load, [load]);
  const done = () => {
    load();
    setRefresh((n) => n + 1);
  };

  return (
    <Page page="clock">
      <List header={today ? `${tr('clock.today')} · ${today.date}` : tr('clock.today')} />
      {today?.rules.map((r) => <TodayRule key={r.id} rule={r} onDone={done} />)}
      {today && today.rules.length === 0 ? <Empty description={tr('clock.noRule')} /> : null}
      <List header={tr('clock.calendar')} />
      {today ? <ClockCalendar start={monthOf(today.date)} refresh={refresh} /> : null}
    </Page>
  );
}
