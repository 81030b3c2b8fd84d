/**
 * The service hall (home): the services this user may open here, grouped by family, searchable,
 * with my pinned services first. The add-service entry and the move tips follow the site's flags.
 */
import { tOr } from '@campus/i18n';
import { NoticeBar, SearchBar, Toast } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { routes } from '../../routes';
import { api } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { useLive } from '../../lib/live';
import { useSession } from '../../lib/session';
import { useSite } from '../../lib/site';
import { toastError } from '../../shared/errors';
import { Page } from '../../shared/Page';
import { groupByFamily, hallItems, matches, type HallItem } from './hall';
import { Tiles } from './Tiles';
import { centerApi } from '../../lib/endpoints';
import { workflow as workflowApi } from '@campus/api';

export default function ServiceHall() {
  const tr = useT();
  const navigate = useNavigate();
  const session = useSession();
  const site = useSite();
  // Opens the app's live message stream; the message tile shows the unread count.
  const live = useLive();
  // The approvals tile shows how many wait for me (workflow.counts; none when the call fails).
  const [todo, setTodo] = useState(0);
  useEffect(() => {
    api(workflowApi.counts, {}, { silent: true }).then((c) => setTodo(c.todo)).catch(() => undefined);
  }, []);
  const badges = { 'message/index': live.counts?.unread ?? 0, 'document/backlog': todo };
  const [query, setQuery] = useState('');
  const [pinned, setPinned] = useState<string[]>([]);
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    api(centerApi.services, {})
      .then((d) => setPinned(d.keys))
      .catch(toastError);
  }, []);

  const items = useMemo(() => hallItems(routes, session.auth, site?.flags.hiddenModules ?? []), [session.auth, site]);
  const shown = items.filter((it) => it.entry.hall && matches(tr(it.entry.hall.label), query));
  const mine = pinned.map((k) => items.find((it) => it.key === k)).filter((it): it is HallItem => it !== undefined);

  async function toggle(it: HallItem) {
    const next = pinned.includes(it.key) ? pinned.filter((k) => k !== it.key) : [...pinned, it.key];
    try {
      setPinned((await api(centerApi.servicesSave, { keys: next })).keys);
      Toast.show({ content: tr('common.success') });
    } catch (err) {
      toastError(err);
    }
  }

  const open = (it: HallItem) => (editing ? void toggle(it) : navigate(it.path));

  return (
    <Page page="hall">
      {site?.flags.showMoveTips ? <NoticeBar data-testid="move-tips" content={tr('h5.hall.moveTips')} color="info" wrap /> : null}
      <div className="row" style={{ margin: '8px 0 12px' }}>
        <div className="grow">
          <SearchBar placeholder={tr('h5.hall.search')} value={query} onChange={setQuery} />
        </div>
        <span className="muted" data-testid="hall-user">
          {session.user?.name ?? ''}
        </span>
      </div>
      {mine.length > 0 && query === '' ? (
        <div className="page-card">
          <div className="page-title">{tr('h5.hall.mine')}</div>
          <Tiles items={mine} pinned={pinned} editing={editing} onOpen={open} badges={badges} />
        </div>
      ) : null}
      {groupByFamily(shown).map(([family, list]) => (
        <div className="page-card" key={family} data-family={family}>
          <div className="page-title">{tOr(`h5.family.${family}`, family)}</div>
          <Tiles items={list} pinned={pinned} editing={editing} onOpen={open} badges={badges} />
        </div>
      ))}
      {shown.length === 0 ? <p className="muted center">{tr('common.noData')}</p> : null}
      {site && !site.flags.hideAddService ? (
        <button type="button" className="tile" data-testid="add-service" style={{ margin: '0 auto' }} onClick={() => setEditing((e) => !e)}>
          <span className="tile-icon">{editing ? '✓' : '+'}</span>
          {editing ? tr('h5.hall.done') : tr('h5.hall.add')}
        </button>
      ) : null}
    </Page>
  );
}
