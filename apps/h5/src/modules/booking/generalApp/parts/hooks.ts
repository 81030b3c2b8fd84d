/** Loading one answer for a screen, paging a list, and what the caller may do in this module. */
import { hasModuleAuth } from '@campus/api/rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '../../../../lib/session';
import { toastError } from '../../../../shared/errors';

/**
 * Calls `load` on mount and whenever `deps` change (not while `enabled` is false); `reload` calls it
 * again. A failure is toasted unless `shownByScreen(err)`: the screen says it in its place (a
 * not-found notice), and a toast on top would say it twice.
 */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[], enabled = true, shownByScreen?: (err: unknown) => boolean) {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const gen = useRef(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names the dependencies
  const run = useCallback(load, deps);
  const reload = useCallback(async () => {
    if (!enabled) return;
    const g = ++gen.current;
    try {
      const d = await run();
      if (g === gen.current) {
        setData(d);
        setFailed(false);
      }
    } catch (err) {
      if (g === gen.current) setFailed(true);
      if (!shownByScreen?.(err)) toastError(err);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a predicate, read when a load fails
  }, [run, enabled]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { data, setData, failed, reload };
}

/** "Load more" paging over a `{ list, total }` endpoint. */
export function usePages<T>(
  fetchPage: (current: number, pageSize: number) => Promise<{ list: T[]; total: number }>,
  pageSize = 20,
) {
  const [items, setItems] = useState<T[]>([]);
  const [hasMore, setHasMore] = useState(true);
  const page = useRef(0);
  const gen = useRef(0);
  const loadMore = useCallback(async () => {
    const g = gen.current;
    const current = page.current + 1;
    try {
      const d = await fetchPage(current, pageSize);
      if (g !== gen.current) return;
      page.current = current;
      setItems((prev) => [...prev, ...d.list]);
      setHasMore(current * pageSize < d.total);
    } catch (err) {
      if (g === gen.current) setHasMore(false);
      toastError(err);
    }
  }, [fetchPage, pageSize]);
  const reset = useCallback(() => {
    gen.current += 1;
    page.current = 0;
    setItems([]);
    setHasMore(true);
  }, []);
  return { items, setItems, hasMore, loadMore, reset };
}

/** The caller's generalApp rights (the server checks them again on every call). */
export function useRights() {
  const s = useSession();
  const has = (sub: string) => !!s.user?.isSuper || hasModuleAuth(s.auth, 'generalApp', sub);
  return { loaded: s.loaded, manage: has('manage'), approve: has('approve'), sign: has('sign') };
}

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
