/**
 * Page after page of one box of documents for the current keyword. What is loaded is kept with
 * the filters it was loaded for, so a new keyword starts from an empty list and a late answer for
 * an old one is dropped.
 */
import type { DocBox, DocSummary } from '@campus/api';
import { useState } from 'react';
import { api } from '../../lib/api';
import { toastError } from '../../shared/errors';
import { documentApi } from './endpoints';

interface Loaded {
  key: string;
  list: DocSummary[];
  total: number | null;
  page: number;
}

const PAGE = 20;
const fresh = (key: string): Loaded => ({ key, list: [], total: null, page: 0 });

export function useDocs(box: DocBox, keyword: string) {
  const key = `${box}\u0000${keyword}`;
  const [loaded, setLoaded] = useState<Loaded>(() => fresh(key));
  const cur = loaded.key === key ? loaded : fresh(key);

  const loadMore = async () => {
    const page = cur.page + 1;
    try {
      const d = await api(documentApi.list, { box, keyword: keyword || undefined, current: page, pageSize: PAGE });
      setLoaded((prev) => {
        const base = prev.key === key ? prev : fresh(key);
        if (base.page !== page - 1) return prev;
        return { key, list: [...base.list, ...d.list], total: d.total, page };
      });
    } catch (err) {
      toastError(err);
      setLoaded((prev) => (prev.key === key ? { ...prev, total: prev.total ?? prev.list.length } : prev));
    }
  };
  /** Starts over (coming back to the list after handling one). */
  const reload = () => setLoaded(fresh(key));

  return { list: cur.list, total: cur.total, hasMore: cur.total === null || cur.list.length < cur.total, loadMore, reload };
}
