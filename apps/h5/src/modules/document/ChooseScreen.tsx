/**
 * document/choosecompany: choose the receiving units (the site's departments as a tree, with
 * search and select-all of what is shown) and named people (searched by name or number). The
 * choice goes back into the draft of document/sendpage.
 */
import type { DocUnit } from '@campus/api';
import { Button, Checkbox, SearchBar, Tabs, Tag } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { toastError } from '../../shared/errors';
import { Page } from '../../shared/Page';
import { StatusView } from '../../shared/StatusView';
import { readDraft, saveDraft } from './draft';
import { audienceApi, documentApi } from './endpoints';
import { allChosen, buildTree, filterTree, flatten, summary, toggleAll, togglePerson, toggleUnit, type Person, type Selection } from './selection';
import { useCanSend } from './useCanSend';
import './document.css';

export default function ChooseScreen() {
  const tr = useT();
  const navigate = useNavigate();
  const [units, setUnits] = useState<DocUnit[]>([]);
  const [sel, setSel] = useState<Selection>(() => readDraft().receivers);
  const [keyword, setKeyword] = useState('');
  const [peopleKeyword, setPeopleKeyword] = useState('');
  const [found, setFound] = useState<Person[]>([]);
  const canSend = useCanSend();
  useEffect(() => {
    if (!canSend) return;
    api(documentApi.units, {})
      .then((d) => setUnits(d.list))
      .catch(toastError);
  }, [canSend]);
  useEffect(() => {
    const k = peopleKeyword.trim();
    if (!k) return setFound([]);
    const timer = setTimeout(() => {
      api(audienceApi.people, { keyword: k })
        .then((d) => setFound(d.list.map((p) => ({ id: p.id, name: `${p.name}（${p.number || p.username}）` }))))
        .catch(toastError);
    }, 300);
    return () => clearTimeout(timer);
  }, [peopleKeyword]);
  const tree = useMemo(() => buildTree(units), [units]);
  const shown = useMemo(() => flatten(filterTree(tree, keyword)), [tree, keyword]);
  const shownTree = useMemo(() => filterTree(tree, keyword), [tree, keyword]);
  const count = summary(sel, units);

  const done = () => {
    saveDraft({ ...readDraft(), receivers: sel });
    navigate('/document/sendpage', { replace: true });
  };

  if (canSend === false) return <StatusView page="document-choose" title={tr('document.notAllowed')} />;
  return (
    <Page page="document-choose">
      <Tabs>
        <Tabs.Tab title={tr('document.units')} key="units">
          <SearchBar placeholder={tr('document.ph.search')} value={keyword} onChange={setKeyword} data-testid="doc-unit-search" />
          <div className="doc-tree-row">
            <Checkbox checked={allChosen(sel, shownTree)} onChange={() => setSel(toggleAll(sel, shownTree))} data-testid="doc-select-all">
              {tr('document.selectAll')}
            </Checkbox>
          </div>
          {shown.map((n) => (
            <div key={n.id} className="doc-tree-row" style={{ paddingLeft: n.depth * 20 }}>
              <Checkbox checked={sel.departments.includes(n.id)} onChange={() => setSel(toggleUnit(sel, n.id))} data-testid="doc-unit">
                {n.name} <span className="muted">{tr('document.persons', { n: n.people })}</span>
              </Checkbox>
            </div>
          ))}
        </Tabs.Tab>
        <Tabs.Tab title={tr('document.people')} key="people">
          <SearchBar placeholder={tr('document.ph.people')} value={peopleKeyword} onChange={setPeopleKeyword} data-testid="doc-people-search" />
          <div className="doc-tags row">
            {sel.users.map((u) => (
              <Tag key={u.id} color="primary" fill="outline" onClick={() => setSel(togglePerson(sel, u))}>
                {u.name} ×
              </Tag>
            ))}
          </div>
          {found.map((p) => (
            <div key={p.id} className="doc-tree-row">
              <Checkbox checked={sel.users.some((u) => u.id === p.id)} onChange={() => setSel(togglePerson(sel, p))}>
                {p.name}
              </Checkbox>
            </div>
          ))}
        </Tabs.Tab>
      </Tabs>
      <div className="doc-chosen">
        <span className="grow">{tr('document.chosen', { units: count.units, people: count.people })}</span>
        <Button size="small" onClick={() => setSel({ departments: [], users: [] })}>
          {tr('document.clear')}
        </Button>
        <Button size="small" color="primary" onClick={done} data-testid="doc-choose-done">
          {tr('document.confirm')}
        </Button>
      </div>
    </Page>
  );
}
