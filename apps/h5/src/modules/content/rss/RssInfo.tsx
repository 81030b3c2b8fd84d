/** rssSubscription/rssinfo: the items of one of my feeds, or why the feed cannot be read. */
import type { RssItem, RssSubscription } from '@campus/api';
import { ErrorBlock, List } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import NoData from '../../../shared/NoData';
import { Page } from '../../../shared/Page';
import { dayOnly } from '../shared/format';
import { rssApi } from './endpoints';
import { feedErrorText } from './feedError';

/** Outside links open only when they are http(s). */
const safeLink = (u: string) => (/^https?:\/\//i.test(u) ? u : undefined);

export default function RssInfo() {
  const tr = useT();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [data, setData] = useState<{ subscription: RssSubscription; items: RssItem[] } | null>(null);
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    if (!id) return setMissing(true);
    api(rssApi.info, { id }, { loading: true })
      .then(setData)
      .catch((err) => {
        setMissing(true);
        toastError(err);
      });
  }, [id]);

  if (missing) return <NoData />;
  if (!data) return <Page page="rss-info">{null}</Page>;
  const { subscription: s, items } = data;
  return (
    <Page page="rss-info" title={s.title || s.url}>
      {s.error ? (
        <ErrorBlock
          status="default"
          title={tr('h5content.rss.broken')}
          description={feedErrorText(s.error)}
          data-testid="rss-broken"
        />
      ) : null}
      <List>
        {items.map((it) => (
          <List.Item key={it.id} description={[dayOnly(it.publishedAt), it.summary].filter(Boolean).join(' · ')}>
            <a href={safeLink(it.link)} target="_blank" rel="noopener noreferrer">
              {it.title}
            </a>
          </List.Item>
        ))}
      </List>
      {items.length === 0 && !s.error ? <p className="muted center">{tr('h5content.list.empty')}</p> : null}
    </Page>
  );
}
