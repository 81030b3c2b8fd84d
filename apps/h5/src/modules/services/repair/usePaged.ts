/** A list read page by page (mine, the queue, the board): first page on change, more on scroll, reload after an action. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { toastError } from '../../../shared/errors';

export function usePaged<P extends { list: unknown[]; total: number }>(fetch: (current: number) => Promise<P>, key: string) {
  type Item = P['list'][number];
  const [list, setList] = useState<Item[] | null>(null);
  const [last, setLast] = useState<P | null>(null);
  const [current, setCurrent] = useState(1);
  const fetchRef = useRef(fetch);
  fetchRef.current = fetch;
  const generation = useRef(0);

  const reload = useCallback(() => {
    const gen = ++generation.current;
    return fetchRef
      .current(1)
      .then((p) => {
        if (gen !== generation.current) return;
        setList(p.list);
        setLast(p);
        setCurrent(1);
      })
      .catch(toastError);
  }, []);
  useEffect(() => {
    void reload();
  }, [key, reload]);

  const more = useCallback(async () => {
    const gen = generation.current;
    const p = await fetchRef.current(current + 1);
    if (gen !== generation.current) return;
    setList((l) => [...(l ?? []), ...p.list]);
    setLast(p);
    setCurrent((c) => c + 1);
  }, [current]);

  const hasMore = list !== null && last !== null && list.length < last.total;
  return { list, last, reload, more, hasMore };
}
