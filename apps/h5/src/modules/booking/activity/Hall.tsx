/** activity/index and activity/hall: the activity hall with categories, search, time filters and cards. */
import { ACTIVITY_CATEGORIES, ACTIVITY_FILTERS, type ActivitySummary } from '@campus/api';
import { Button, CapsuleTabs, Empty, InfiniteScroll, SearchBar, Tabs } from 'antd-mobile';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { ActivityCard } from './ActivityCard';
import { activityApi } from './endpoints';
import './activity.css';

const PAGE_SIZE = 20;
type Filter = (typeof ACTIVITY_FILTERS)[number];

export default function Hall() {
  const tr = useT();
  const navigate = useNavigate();
  const [category, setCategory] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const [keyword, setKeyword] = useState('');
  const [items, setItems] = useState<ActivitySummary[]>([]);
  const [hasMore, setHasMore] = useState(true);
  const [perm, setPerm] = useState({ allowed: false, checker: false });
  const page = useRef(0);
  const query = useRef(0);

  useEffect(() => {
    api(activityApi.canCreate, {}).then(setPerm).catch(() => undefined);
  }, []);

  useEffect(() => {
    query.current += 1;
    page.current = 0;
    setItems([]);
    setHasMore(true);
  }, [category, filter, keyword]);

  const loadMore = useCallback(async () => {
    const q = query.current;
    const current = page.current + 1;
    try {
      const d = await api(activityApi.hall, {
        current,
        pageSize: PAGE_SIZE,
        filter,
        ...(category ? { category: category as ActivitySummary['category'] } : {}),
        ...(keyword ? { keyword } : {}),
      });
      if (q !== query.current) return;
      page.current = current;
      setItems((prev) => [...prev, ...d.list]);
      setHasMore(current * PAGE_SIZE < d.total);
    } catch (err) {
      if (q === query.current) setHasMore(false);
      toastError(err);
    }
  }, [category, filter, keyword]);

  return (
    <Page page="activity-hall">
      <div className="row" style={{ padding: '8px 12px', gap: 8 }}>
        <div className="grow" style={{ flex: 1 }}>
          <SearchBar placeholder={tr('activity.action.search')} onSearch={(s) => setKeyword(s.trim())} onClear={() => setKeyword('')} />
        </div>
        {perm.allowed ? (
          <Button size="small" color="primary" onClick={() => navigate('/activity/manage')}>
            {tr('activity.action.mine')}
          </Button>
        ) : null}
        <Button size="small" onClick={() => navigate('/activity/activitycode')}>
          {tr('activity.action.scanCheckin')}
        </Button>
      </div>
      <Tabs activeKey={category} onChange={setCategory}>
        <Tabs.Tab key="" title={tr('activity.category.all')} />
        {ACTIVITY_CATEGORIES.map((c) => (
          <Tabs.Tab key={c} title={tr(`activity.category.${c}`)} />
        ))}
      </Tabs>
      <CapsuleTabs activeKey={filter} onChange={(k) => setFilter(k as Filter)}>
        {ACTIVITY_FILTERS.map((f) => (
          <CapsuleTabs.Tab key={f} title={tr(`activity.filter.${f}`)} />
        ))}
      </CapsuleTabs>
      <div data-testid="activity-list">
        {items.map((a) => (
          <ActivityCard key={a.id} a={a} onOpen={() => navigate(`/activity/activitydetail?id=${encodeURIComponent(a.id)}`)} />
        ))}
      </div>
      {!hasMore && items.length === 0 ? <Empty description={tr('activity.msg.noActivities')} /> : null}
      <InfiniteScroll loadMore={loadMore} hasMore={hasMore}>
        {hasMore ? null : <span />}
      </InfiniteScroll>
    </Page>
  );
}
