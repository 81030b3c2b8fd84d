import { useCallback, useRef, useState } from 'react';
import { toastError } from '../../../shared/errors';

interface Paged<T> {
  list: T[];
  total: number;
}

/** "Load more" paging for a list endpoint: items so far, whether more exist, and a reset. */
export function usePaged<T>(fetchPage: (current: number, pageSize: number) => Promise<Paged<T>>, pageSize = 20) {
  const [items, setItems] = useState<T[]>([]);
  const [hasMore, setHasMore] = useState(true);
  const page = useRef(0);
  const generation = useRef(0);

  const loadMore = useCallback(async () => {
    const g = generation.current;
    const current = page.current + 1;
    try {
      const d = await fetchPage(current, pageSize);
      if (g !== generation.current) return;
      page.current = current;
      setItems((prev) => [...prev, ...d.list]);
      setHasMore(current * pageSize < d.total);
    } catch (err) {
      if (g === generation.current) setHasMore(false);
      toastError(err);
    }
  }, [fetchPage, pageSize]);

  const reset = useCallback(() => {
    generation.current += 1;
    page.current = 0;
    setItems([]);
    setHasMore(true);
  }, []);

  return { items, setItems, hasMore, loadMore, reset };
}
