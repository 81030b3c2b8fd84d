/**
 * message/index: the message centre. Tabs for all, to-do and each category (with unread
 * badges), mark one or all read, to-dos that link to where the action is done, and new
 * messages arriving live on the app's one stream.
 */
import type { MessageItem } from '@campus/api';
import { tOr } from '@campus/i18n';
import { Badge, Button, Tabs, Toast } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { adjustUnread, onLiveMessage, useLive } from '../../../lib/live';
import { appPathOf } from '../../../lib/live-counts';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { usePaged } from '../shared/usePaged';
import { DndSettings } from './DndSettings';
import { messageApi } from './endpoints';
import { MessageRow } from './MessageRow';
import { tabMatches, type Tab } from './tabs';
import '../shared/content.css';
import { ListFooter } from '../shared/ListFooter';

export default function MessageCentre() {
  const tr = useT();
  const navigate = useNavigate();
  const live = useLive();
  const [tab, setTab] = useState<Tab>('all');
  const [showDone, setShowDone] = useState(false);
  const [dndOpen, setDndOpen] = useState(false);

  const fetchPage = useCallback(
    (current: number, pageSize: number) => {
      if (tab === 'todo') return api(showDone ? messageApi.done : messageApi.todos, { current, pageSize });
      const category = tab === 'all' ? undefined : tab.slice(2);
      return api(messageApi.list, { current, pageSize, status: 'all', ...(category ? { category } : {}) });
    },
    [tab, showDone],
  );
  const { items, setItems, hasMore, loadMore, reset } = usePaged<MessageItem>(fetchPage);
  useEffect(reset, [tab, showDone, reset]);

  useEffect(
    () =>
      onLiveMessage((m) => {
        if (!tabMatches(tab, m, showDone)) return;
        setItems((list) => (list.some((x) => x.id === m.id) ? list : [{ ...m, readAt: null, doneAt: null }, ...list]));
      }),
    [tab, showDone, setItems],
  );

  async function markRead(m: MessageItem): Promise<void> {
    if (m.readAt) return;
    const { readAt } = await api(messageApi.read, { id: m.id });
    setItems((list) => list.map((x) => (x.id === m.id ? { ...x, readAt } : x)));
    adjustUnread(m.category, -1);
  }

  async function open(m: MessageItem, follow: boolean) {
    try {
      await markRead(m);
      navigate(follow && m.link ? appPathOf(m.link) : `/message/message?id=${encodeURIComponent(m.id)}`);
    } catch (err) {
      toastError(err);
    }
  }

  async function readAll() {
    const category = tab.startsWith('c:') ? tab.slice(2) : undefined;
    try {
      await api(messageApi.readAll, category ? { category } : {});
      const at = Math.floor(Date.now() / 1000);
      setItems((list) =>
        list.map((x) => (x.readAt || (category && x.category !== category) ? x : { ...x, readAt: at })),
      );
      const before = category
        ? live.counts?.categories.find((c) => c.category === category)?.unread
        : live.counts?.unread;
      adjustUnread(category ?? null, -(before ?? 0));
      Toast.show({ content: tr('common.success') });
    } catch (err) {
      toastError(err);
    }
  }

  const counts = live.counts;
  return (
    <Page page="message-centre">
      <div className="message-head">
        <span data-testid="unread-total" data-count={counts?.unread ?? 0}>
          {tr('h5content.msg.unread', { n: counts?.unread ?? 0 })}
        </span>
        <span className="row">
          <Button size="small" onClick={() => void readAll()} data-testid="read-all">
            {tr('h5content.msg.markAll')}
          </Button>
          <Button size="small" onClick={() => setDndOpen(true)}>
            {tr('h5content.msg.settings')}
          </Button>
        </span>
      </div>
      <Tabs activeKey={tab} onChange={(k) => setTab(k as Tab)}>
        <Tabs.Tab key="all" title={<Badge content={counts?.unread || null}>{tr('h5content.msg.all')}</Badge>} />
        <Tabs.Tab key="todo" title={<Badge content={counts?.todo || null}>{tr('h5content.msg.todo')}</Badge>} />
        {(counts?.categories ?? []).map((c) => (
          <Tabs.Tab
            key={`c:${c.category}`}
            title={<Badge content={c.unread || null}>{tOr(`h5content.msg.category.${c.category}`, c.category)}</Badge>}
          />
        ))}
      </Tabs>
      {tab === 'todo' ? (
        <div className="row" style={{ margin: '8px 0' }}>
          <Button size="mini" color={showDone ? 'default' : 'primary'} onClick={() => setShowDone(false)}>
            {tr('h5content.msg.pending')}
          </Button>
          <Button size="mini" color={showDone ? 'primary' : 'default'} onClick={() => setShowDone(true)}>
            {tr('h5content.msg.done')}
          </Button>
        </div>
      ) : null}
      <div className="content-list" data-testid="message-list">
        {items.map((m) => (
          <MessageRow key={m.id} item={m} onOpen={() => void open(m, false)} onAct={() => void open(m, true)} />
        ))}
      </div>
      <ListFooter loadMore={loadMore} hasMore={hasMore} count={items.length} empty="h5content.msg.empty" />
      <DndSettings
        open={dndOpen}
        onClose={() => setDndOpen(false)}
        categories={(counts?.categories ?? []).map((c) => c.category)}
      />
    </Page>
  );
}
