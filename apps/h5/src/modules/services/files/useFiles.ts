/**
 * One page after another of a shelf's files for the current filters. What is loaded is kept
 * with the filters it was loaded for, so a change of filters starts from an empty list and a
 * late answer for old filters is dropped.
 */
import type { LibraryFile } from '@campus/api';
import { api } from '../../../lib/api';
import { toastError } from '../../../shared/errors';
import { useState } from 'react';
import { filesApi } from './endpoints';

export interface FileFilters {
  shelf: 'common' | 'shared';
  view: 'visible' | 'mine';
  folderId?: string | undefined;
  keyword?: string | undefined;
}

interface Loaded {
  key: string;
  list: LibraryFile[];
  total: number | null;
  page: number;
}

const PAGE = 20;
const fresh = (key: string): Loaded => ({ key, list: [], total: null, page: 0 });

export function useFiles(f: FileFilters) {
  const key = JSON.stringify(f);
  const [loaded, setLoaded] = useState<Loaded>(() => fresh(key));
  const cur = loaded.key === key ? loaded : fresh(key);

  const loadMore = async () => {
    const page = cur.page + 1;
    try {
      const d = await api(filesApi.list, { ...f, current: page, pageSize: PAGE });
      setLoaded((prev) => {
        const base = prev.key === key ? prev : fresh(key);
        // Another call already appended this page (or the filters moved on).
        if (base.page !== page - 1) return prev;
        return { key, list: [...base.list, ...d.list], total: d.total, page };
      });
    } catch (err) {
      toastError(err);
      setLoaded((prev) => (prev.key === key ? { ...prev, total: prev.total ?? prev.list.length } : prev));
    }
  };

  return { list: cur.list, total: cur.total, hasMore: cur.total === null || cur.list.length < cur.total, loadMore };
}
