/**
 * A paged list for InfiniteScroll and PullToRefresh: pages are appended as the user scrolls,
 * a new `key` (another filter) starts again from page one, and an answer for an older key is
 * dropped (a fast typist must not see the previous search's rows).
 */
import { useCallback, useRef, useState } from 'react';
import { toastError } from '../../shared/errors';

export const PAGE_SIZE = 20;
interface PageOf<T> {
  list: T[];
  total: number;
}
interface State<T> {
  key: string;
  list: T[];
  next: number;
  more: boolean;
  loaded: boolean;
}
const fresh = <T>(key: string): State<T> => ({ key, list: [], next: 1, more: true, loaded: false });

/** The state once page `current` of `key` arrived (pure: tested). */
export function afterPage<T>(s: State<T>, key: string, current: number, d: PageOf<T>): State<T> {
  const base = s.key === key && current > 1 ? s : fresh<T>(key);
  if (current !== base.next) return s;
  const list = [...base.list, ...d.list];
  return { key, list, next: current + 1, more: d.list.length > 0 && list.length < d.total, loaded: true };
}

export function usePaged<T>(key: string, fetchPage: (current: number) => Promise<PageOf<T>>) {
  const [state, setState] = useState<State<T>>(() => fresh(key));
  const ref = useRef(state);
  ref.current = state;
  const keyRef = useRef(key);
  keyRef.current = key;
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;

  const load = useCallback(async (first: boolean) => {
    const k = keyRef.current;
    const current = first || ref.current.key !== k ? 1 : ref.current.next;
    try {
      const d = await fetchRef.current(current);
      if (keyRef.current === k) setState((s) => afterPage(s, k, current, d));
    } catch (err) {
      if (keyRef.current === k) setState((s) => ({ ...(s.key === k ? s : fresh<T>(k)), more: false, loaded: true }));
      toastError(err);
    }
  }, []);
  const loadMore = useCallback(() => load(false), [load]);
  const refresh = useCallback(() => load(true), [load]);

  const mine = state.key === key ? state : fresh<T>(key);
  return { list: mine.list, more: mine.more, loaded: mine.loaded, loadMore, refresh };
}
