/**
 * The app's one live connection to the message centre (`/api/message/stream`) and the unread
 * counts every screen shows (service-hall badge, message centre). Screens call `useLive()`:
 * the first one opens the stream for the logged-in user; it stays open while the app is open,
 * is reopened for another user after a switch and closed on logout.
 */
import { MESSAGE_STREAM_PATH, message as messageApi, type MessageCounts, type MessageItem } from '@campus/api';
import { t } from '@campus/i18n';
import { Toast } from 'antd-mobile';
import { useEffect, useSyncExternalStore } from 'react';
import { api, baseInfo } from './api';
import { countArrival, parseArrival } from './live-counts';
import { openLiveStream, type LiveStream } from './live-stream';
import { useSession } from './session';

export type Arrival = Omit<MessageItem, 'readAt' | 'doneAt'>;

interface LiveState {
  counts: MessageCounts | null;
  /** Bumped on every arrival and resync, so screens can refetch. */
  version: number;
}

let state: LiveState = { counts: null, version: 0 };
const listeners = new Set<() => void>();
const arrivalListeners = new Set<(m: Arrival) => void>();
let stream: LiveStream | null = null;
let streamUser: string | null = null;
const seen: string[] = [];

function set(next: LiveState): void {
  state = next;
  listeners.forEach((l) => l());
}

/** Reads the counts again from the server (after reading messages, or a reconnect). */
export async function refreshCounts(): Promise<void> {
  try {
    const counts = await api(messageApi.counts, {}, { silent: true });
    set({ ...state, counts });
  } catch {
    // counts stay as they were; the next event or screen retries
  }
}

function onArrival(data: string): void {
  const m = parseArrival(data);
  if (!m || seen.includes(m.id)) return;
  seen.push(m.id);
  if (seen.length > 200) seen.shift();
  set({ counts: state.counts ? countArrival(state.counts, m) : state.counts, version: state.version + 1 });
  arrivalListeners.forEach((l) => l(m));
  Toast.show({ content: t('h5content.msg.arrived', { title: m.title }), position: 'top', duration: 3000 });
}

function connect(userId: string): void {
  if (stream && streamUser === userId) return;
  stream?.close();
  streamUser = userId;
  seen.length = 0;
  void refreshCounts();
  // The session names the site; `site` only matters when it does not.
  const query = baseInfo.site ? `?site=${encodeURIComponent(baseInfo.site)}` : '';
  stream = openLiveStream({
    url: `${MESSAGE_STREAM_PATH}${query}`,
    events: ['ready'],
    onEvent: (type, data) => {
      if (type === 'message') onArrival(data);
      else if (type === 'ready') {
        // (Re)connected: what happened while away is in the counts.
        void refreshCounts().then(() => set({ ...state, version: state.version + 1 }));
      }
    },
  });
}

function disconnect(): void {
  stream?.close();
  stream = null;
  streamUser = null;
  set({ counts: null, version: state.version + 1 });
}

/** Keeps the live stream open for whoever is logged in; returns the counts. */
export function useLive(): LiveState {
  const session = useSession();
  const userId = session.user?.id ?? null;
  useEffect(() => {
    if (!session.loaded || typeof EventSource === 'undefined') return;
    if (userId) connect(userId);
    else disconnect();
  }, [session.loaded, userId]);
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
}

/** Runs for each new message while subscribed (the message centre prepends it, the app toasts). */
export function onLiveMessage(fn: (m: Arrival) => void): () => void {
  arrivalListeners.add(fn);
  return () => arrivalListeners.delete(fn);
}

/** After reading in the centre: lower the counts at once, then confirm with the server. */
export function adjustUnread(category: string | null, by: number): void {
  const c = state.counts;
  if (c) {
    set({
      ...state,
      counts: {
        ...c,
        unread: Math.max(0, c.unread + by),
        categories: c.categories.map((x) =>
          category === null || x.category === category
            ? { ...x, unread: category === null ? 0 : Math.max(0, x.unread + by) }
            : x,
        ),
      },
    });
  }
  void refreshCounts();
}
