/** A paged, infinitely scrolling list of the register under some filters (inside a RegisterGate). */
import type { AssetRow, InputOf } from '@campus/api';
import { InfiniteScroll, List } from 'antd-mobile';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { assetApi } from './endpoints';
import { StatusTag } from './StatusTag';

const PAGE_SIZE = 20;
export type AssetQuery = Omit<InputOf<typeof assetApi.list>, 'current' | 'pageSize'>;

export function AssetResults(props: { query: AssetQuery }) {
  const tr = useT();
  const navigate = useNavigate();
  const [items, setItems] = useState<AssetRow[]>([]);
  const [total, setTotal] = useState(0);
  const [hasMore, setHasMore] = useState(true);
  const page = useRef(0);
  const generation = useRef(0);
  const key = JSON.stringify(props.query);

  useEffect(() => {
    generation.current += 1;
    page.current = 0;
    setItems([]);
    setTotal(0);
    setHasMore(true);
  }, [key]);

  const loadMore = useCallback(async () => {
    const g = generation.current;
    const current = page.current + 1;
    try {
      const d = await api(assetApi.list, { ...props.query, current, pageSize: PAGE_SIZE });
      if (g !== generation.current) return;
      page.current = current;
      setItems((prev) => [...prev, ...d.list]);
      setTotal(d.total);
      setHasMore(current * PAGE_SIZE < d.total);
    } catch (err) {
      if (g !== generation.current) return;
      setHasMore(false);
      toastError(err);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the query is keyed by its text
  }, [key]);

  return (
    <div data-testid="asset-results">
      {total ? <div style={{ padding: '8px 12px', color: '#888', fontSize: 12 }}>{tr('asset.msg.total', { n: total })}</div> : null}
      <List>
        {items.map((a) => (
          <List.Item
            key={a.id}
            onClick={() => navigate(`/asset/index?code=${encodeURIComponent(a.code)}`)}
            extra={<StatusTag status={a.status} />}
            description={[a.code, a.location, a.keeperName].filter(Boolean).join(' · ')}
          >
            {a.name}
          </List.Item>
        ))}
      </List>
      <InfiniteScroll loadMore={loadMore} hasMore={hasMore}>
        {hasMore ? null : items.length ? null : tr('asset.msg.empty')}
      </InfiniteScroll>
    </div>
  );
}
