/**
 * officeTel/homePage: the phone book's home — search (name, number, place, unit), the emergency
 * numbers up front, the caller's frequent and recent numbers, and the units to browse.
 */
import type { TelEntry, TelUnit } from '@campus/api';
import { Empty, List, NoticeBar, SearchBar, Tabs } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { EntryCard } from './EntryCard';
import { officeTelApi } from './endpoints';

function useSearch(keyword: string) {
  const [found, setFound] = useState<{ list: TelEntry[]; truncated: boolean } | null>(null);
  useEffect(() => {
    const kw = keyword.trim();
    if (!kw) return setFound(null);
    let live = true;
    const timer = setTimeout(() => {
      api(officeTelApi.entries, { keyword: kw })
        .then((d) => live && setFound(d))
        .catch(toastError);
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [keyword]);
  return found;
}

export default function HomePage() {
  const tr = useT();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [units, setUnits] = useState<TelUnit[]>([]);
  const [sos, setSos] = useState<TelEntry[]>([]);
  const [mine, setMine] = useState<{ frequent: TelEntry[]; recent: TelEntry[] }>({ frequent: [], recent: [] });
  const found = useSearch(keyword);
  useEffect(() => {
    Promise.all([api(officeTelApi.units, {}), api(officeTelApi.entries, { emergency: true }), api(officeTelApi.mine, {})])
      .then(([u, e, m]) => {
        setUnits(u.list);
        setSos(e.list);
        setMine(m);
      })
      .catch(toastError);
  }, []);
  const tops = units.filter((u) => u.parentId === null && !u.emergency);
  const countOf = (u: TelUnit) => u.entries + units.filter((o) => o.parentId === u.id).reduce((n, o) => n + o.entries, 0);
  return (
    <Page page="officeTel-home">
      <div style={{ padding: 8, background: '#fff' }}>
        <SearchBar placeholder={tr('officeTel.search')} value={keyword} onChange={setKeyword} data-testid="tel-search" />
      </div>
      {found ? (
        <div data-testid="tel-results">
          {found.truncated ? <NoticeBar content={tr('officeTel.truncated')} color="alert" /> : null}
          {found.list.map((e) => (
            <EntryCard key={e.id} entry={e} showUnit />
          ))}
          {found.list.length === 0 ? <Empty description={tr('officeTel.noMatch')} /> : null}
        </div>
      ) : (
        <>
          {sos.length ? (
            <List header={tr('officeTel.emergency')} data-testid="tel-emergency">
              {sos.slice(0, 3).map((e) => (
                <EntryCard key={e.id} entry={e} big />
              ))}
              {sos.length > 3 ? (
                <List.Item clickable onClick={() => navigate('/officeTel/elsetem')}>
                  {tr('officeTel.emergencyMore')}
                </List.Item>
              ) : null}
            </List>
          ) : null}
          {mine.frequent.length || mine.recent.length ? (
            <Tabs defaultActiveKey="frequent">
              <Tabs.Tab title={tr('officeTel.frequent')} key="frequent">
                {mine.frequent.map((e) => (
                  <EntryCard key={e.id} entry={e} showUnit />
                ))}
              </Tabs.Tab>
              <Tabs.Tab title={tr('officeTel.recent')} key="recent">
                {mine.recent.map((e) => (
                  <EntryCard key={e.id} entry={e} showUnit />
                ))}
              </Tabs.Tab>
            </Tabs>
          ) : null}
          <List header={tr('officeTel.units')} data-testid="tel-units">
            {tops.map((u) => (
              <List.Item key={u.id} clickable description={tr('officeTel.entries', { n: countOf(u) })} onClick={() => navigate(`/officeTel/index?unitId=${encodeURIComponent(u.id)}`)}>
                {u.name}
              </List.Item>
            ))}
            {sos.length ? (
              <List.Item clickable onClick={() => navigate('/officeTel/elsetem')}>
                {tr('officeTel.emergencyMore')}
              </List.Item>
            ) : null}
          </List>
          {units.length === 0 ? <Empty description={tr('officeTel.empty')} /> : null}
        </>
      )}
    </Page>
  );
}
