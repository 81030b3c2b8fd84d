/**
 * The phone book shortcut: the emergency numbers shown with the phone book's own entry card
 * (tap to call, remembered in the caller's frequent numbers), and a way into the phone book.
 */
import type { HomeSection, TelEntry } from '@campus/api';
import { List } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../../lib/api';
import { useT } from '../../../../lib/i18n';
import { EntryCard } from '../../officeTel/EntryCard';
import { officeTelApi } from '../endpoints';

type PhoneBookSection = Extract<HomeSection, { type: 'phoneBook' }>;

export function PhoneBook(props: { section: PhoneBookSection; title: string }) {
  const tr = useT();
  const navigate = useNavigate();
  const [sos, setSos] = useState<TelEntry[]>([]);
  useEffect(() => {
    if (!props.section.showEmergency) return;
    api(officeTelApi.entries, { emergency: true }, { silent: true })
      .then((d) => setSos(d.list.slice(0, 3)))
      .catch(() => setSos([]));
  }, [props.section.showEmergency]);
  return (
    <List header={props.title} data-testid="home-phoneBook" data-section={props.section.id} style={{ marginBottom: 12 }}>
      {sos.map((e) => (
        <EntryCard key={e.id} entry={e} />
      ))}
      <List.Item clickable onClick={() => navigate('/officeTel/homePage')}>
        {tr('portal.openPhoneBook')}
      </List.Item>
    </List>
  );
}
