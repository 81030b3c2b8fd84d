/**
 * The one list screen of the family: news, notices, announcements, hot issues and boda lists,
 * with category tabs, search, pinned/required tags and paging by "load more".
 */
import type { ContentCategory, ContentSummary } from '@campus/api';
import { Button, SearchBar, Tabs } from 'antd-mobile';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { useLive } from '../../../lib/live';
import type { ScreenProps } from '../../../route-types';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { contentApi } from './endpoints';
import { ItemRow } from './ItemRow';
import { listVariant } from './kinds';
import './content.css';
import { ListFooter } from './ListFooter';

const PAGE_SIZE = 20;

export default function ContentList(props: ScreenProps) {
  const tr = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const v = listVariant(props.variant);
  useLive(); // keeps the app's message stream open on deep links too
  const [categories, setCategories] = useState<ContentCategory[]>([]);
  const [categoryId, setCategoryId] = useState(params.get('categoryId') ?? '');
  const [keyword, setKeyword] = useState('');
  const [items, setItems] = useState<ContentSummary[]>([]);
  const [hasMore, setHasMore] = useState(true);
  const page = useRef(0);
  // Each new query gets a number; answers of an older query are dropped.
  const query = useRef(0);

  useEffect(() => {
    if (!v.categories || v.followed) return;
    api(contentApi.categories, { kind: v.kind })
      .then((d) => setCategories(d.list))
      .catch(toastError);
  }, [v.kind, v.categories, v.followed]);

  useEffect(() => {
    query.current += 1;
    page.current = 0;
    setItems([]);
    setHasMore(true);
  }, [categoryId, keyword, v.kind, v.followed]);

  const loadMore = useCallback(async () => {
    const q = query.current;
    const current = page.current + 1;
    try {
      const d = v.followed
        ? await api(contentApi.followed, { current, pageSize: PAGE_SIZE })
        : await api(contentApi.list, {
            kind: v.kind,
            current,
            pageSize: PAGE_SIZE,
            ...(categoryId ? { categoryId } : {}),
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
  }, [v.kind, v.followed, categoryId, keyword]);

  return (
    <Page page={`content-list-${props.variant ?? 'news'}`}>
      {v.followed ? null : (
        <div className="row">
          <div className="grow">
            <SearchBar
              placeholder={tr('h5content.list.search')}
              onSearch={(s) => setKeyword(s.trim())}
              onClear={() => setKeyword('')}
            />
          </div>
          {v.kind === 'hotissue' ? (
            <Button size="small" onClick={() => navigate('/hotissue/list')}>
              {tr('h5content.detail.myFollowed')}
            </Button>
          ) : null}
        </div>
      )}
      {categories.length > 0 ? (
        <Tabs activeKey={categoryId} onChange={setCategoryId}>
          <Tabs.Tab key="" title={tr('h5content.list.all')} />
          {categories.map((c) => (
            <Tabs.Tab key={c.id} title={c.name} />
          ))}
        </Tabs>
      ) : null}
      <div className="content-list" data-testid="content-list">
        {items.map((it) => (
          <ItemRow key={it.id} item={it} onOpen={() => navigate(`${v.detail}?id=${encodeURIComponent(it.id)}`)} />
        ))}
      </div>
      <ListFooter loadMore={loadMore} hasMore={hasMore} count={items.length} />
    </Page>
  );
}
