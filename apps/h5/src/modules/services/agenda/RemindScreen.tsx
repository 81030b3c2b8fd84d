/** agenda/agendaRemind: default reminders for new items, whether group items remind, the reminders coming up, and the calendar subscription. */
import { AGENDA_REMIND_CHOICES, type AgendaReminder } from '@campus/api';
import { Button, Empty, List, Selector, Switch, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { agendaApi } from './endpoints';
import { FeedCard } from './FeedCard';
import { clockText, remindLabel } from './labels';
import './agenda.css';

export default function RemindScreen() {
  const tr = useT();
  const navigate = useNavigate();
  const [settings, setSettings] = useState<{ defaultRemind: number[]; groupReminders: boolean; feed: boolean; timezone: string } | null>(null);
  const [upcoming, setUpcoming] = useState<AgendaReminder[]>([]);
  const loadUpcoming = () =>
    api(agendaApi.reminders, {})
      .then((d) => setUpcoming(d.list))
      .catch(toastError);
  useEffect(() => {
    api(agendaApi.settings, {})
      .then(setSettings)
      .catch(toastError);
    void loadUpcoming();
  }, []);
  if (!settings) return <Page page="agenda-remind">{null}</Page>;
  const save = () =>
    api(agendaApi.saveSettings, { defaultRemind: settings.defaultRemind, groupReminders: settings.groupReminders })
      .then(() => {
        Toast.show({ content: tr('agenda.saved'), icon: 'success' });
        void loadUpcoming();
      })
      .catch(toastError);
  return (
    <Page page="agenda-remind">
      <List header={tr('agenda.remind.defaults')}>
        <List.Item>
          <Selector multiple columns={3} value={settings.defaultRemind} onChange={(v) => setSettings({ ...settings, defaultRemind: v.slice(0, 5) })} options={AGENDA_REMIND_CHOICES.map((m) => ({ label: remindLabel(tr, m), value: m }))} />
        </List.Item>
        <List.Item extra={<Switch checked={settings.groupReminders} onChange={(groupReminders) => setSettings({ ...settings, groupReminders })} />}>{tr('agenda.remind.groupReminders')}</List.Item>
        <List.Item>
          <Button block color="primary" onClick={save}>
            {tr('agenda.remind.save')}
          </Button>
        </List.Item>
      </List>
      <List header={tr('agenda.remind.upcoming')} data-testid="agenda-upcoming">
        {upcoming.map((r) => (
          <List.Item
            key={`${r.itemId}:${r.fireAt}:${r.minutes}`}
            clickable
            description={`${tr('agenda.remind.fireAt', { time: clockText(r.fireAt, settings.timezone) })} · ${remindLabel(tr, r.minutes)}`}
            onClick={() => navigate(`/agenda/classDetail?id=${encodeURIComponent(r.itemId)}`)}
          >
            {r.groupName ? `【${r.groupName}】${r.title}` : r.title}
          </List.Item>
        ))}
      </List>
      {upcoming.length === 0 ? <Empty description={tr('agenda.remind.none')} /> : null}
      <FeedCard on={settings.feed} onChange={(feed) => setSettings({ ...settings, feed })} />
      <p className="muted center">{tr('agenda.remind.timezone', { tz: settings.timezone })}</p>
    </Page>
  );
}
