/**
 * A home layout's news section as a full list (xidianPage/news): the same category the
 * section shows, every item, paged by "load more"; items open the news detail.
 */
import type { ContentSummary } from '@campus/api';
import { Button, List } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import type { ScreenProps } from '../../../route-types';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { contentApi, portalApi } from './endpoints';
import { dayOf, detailPath } from './links';

const PAGE_SIZE = 20;

export default function NewsList(props: ScreenProps) {
  const tr = useT();
  const navigate = useNavigate();
  // undefined while the layout loads; then the section's category, or null for all news.
  const [categoryId, setCategoryId] = useState<string | null | undefined>(undefined);
  const [items, setItems] = useState<ContentSummary[]>([]);
  const [page, setPage] = useState(0);
  const [total, setTotal] = useState(0);
  useEffect(() => {
    api(portalApi.home, { key: props.variant ?? 'default' })
      .then((d) => {
        const news = d.sections.find((s) => s.type === 'news');
        setCategoryId(news?.type === 'news' ? (news.categoryId ?? null) : null);
      })
      .catch((err: unknown) => {
        toastError(err);
        setCategoryId(null);
      });
  }, [props.variant]);
  const load = useCallback(
    (current: number) => {
      if (categoryId === undefined) return;
      api(contentApi.list, { kind: 'news', current, pageSize: PAGE_SIZE, ...(categoryId ? { categoryId } : {}) })
        .then((d) => {
          setItems((prev) => (current === 1 ? d.list : [...prev, ...d.list]));
          setTotal(d.total);
          setPage(current);
        })
        .catch(toastError);
    },
    [categoryId],
  );
  useEffect(() => load(1), [load]);
  return (
    <Page page="portal-news">
      <List data-testid="portal-news">
        {items.map((it) => (
          <List.Item key={it.id} clickable description={it.summary || undefined} extra={<span className="muted">{dayOf(it.publishAt)}</span>} onClick={() => navigate(detailPath('news', it))}>
            {it.title}
          </List.Item>
        ))}
        {page > 0 && items.length === 0 ? <List.Item>{tr('portal.empty')}</List.Item> : null}
      </List>
      {items.length < total ? (
        <Button block fill="none" onClick={() => load(page + 1)}>
          {tr('portal.loadMore')}
        </Button>
      ) : page > 0 && items.length > 0 ? (
        <p className="muted center">{tr('portal.noMore')}</p>
      ) : null}
    </Page>
  );
}
