/**
 * rssSubscription/index: my subscriptions (a broken feed says so), subscribe to an outside
 * RSS/Atom address, and subscribe to the portal's public categories.
 */
import type { RssSubscription } from '@campus/api';
import { Button, Input, List, SwipeAction, Tag, Toast } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { fullTime } from '../shared/format';
import { rssApi } from './endpoints';
import { feedErrorText } from './feedError';

interface PortalCategory {
  id: string;
  name: string;
  subscribed: boolean;
}

export default function RssIndex() {
  const tr = useT();
  const navigate = useNavigate();
  const [subs, setSubs] = useState<RssSubscription[]>([]);
  const [cats, setCats] = useState<PortalCategory[]>([]);
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState(false);

  const reload = useCallback(() => {
    api(rssApi.list, {})
      .then((d) => setSubs(d.list))
      .catch(toastError);
    api(rssApi.categories, {})
      .then((d) => setCats(d.list))
      .catch(toastError);
  }, []);
  useEffect(reload, [reload]);

  async function subscribe(input: { url: string } | { categoryId: string }) {
    setBusy(true);
    try {
      await api(rssApi.subscribe, input, { loading: true });
      Toast.show({ content: tr('h5content.rss.addOk'), icon: 'success' });
      setUrl('');
      reload();
    } catch (err) {
      toastError(err);
    } finally {
      setBusy(false);
    }
  }

  async function unsubscribe(id: string) {
    try {
      await api(rssApi.unsubscribe, { id });
      Toast.show({ content: tr('h5content.rss.removed') });
      reload();
    } catch (err) {
      toastError(err);
    }
  }

  function addUrl() {
    const u = url.trim();
    if (!/^https?:\/\/\S+$/i.test(u)) return void Toast.show({ content: tr('h5content.rss.badUrl') });
    void subscribe({ url: u });
  }

  return (
    <Page page="rss-index">
      <List header={tr('h5content.rss.mine')} data-testid="rss-mine">
        {subs.map((s) => (
          <SwipeAction
            key={s.id}
            rightActions={[
              {
                key: 'x',
                text: tr('h5content.rss.unsubscribe'),
                color: 'danger',
                onClick: () => void unsubscribe(s.id),
              },
            ]}
          >
            <List.Item
              onClick={() => navigate(`/rssSubscription/rssinfo?id=${encodeURIComponent(s.id)}`)}
              description={
                s.error ? (
                  <span className="rss-error">{feedErrorText(s.error)}</span>
                ) : s.fetchedAt ? (
                  tr('h5content.rss.lastOk', { time: fullTime(s.fetchedAt) })
                ) : (
                  tr('h5content.rss.never')
                )
              }
              extra={s.error ? <Tag color="danger">{tr('h5content.rss.broken')}</Tag> : null}
            >
              {s.title || s.url}
            </List.Item>
          </SwipeAction>
        ))}
        {subs.length === 0 ? <List.Item>{tr('h5content.list.empty')}</List.Item> : null}
      </List>
      <div className="page-card" style={{ marginTop: 12 }}>
        <div className="muted">{tr('h5content.rss.add')}</div>
        <div className="row">
          <Input
            className="grow"
            placeholder={tr('h5content.rss.url')}
            value={url}
            onChange={setUrl}
            data-testid="rss-url"
          />
          <Button size="small" color="primary" loading={busy} onClick={addUrl}>
            {tr('h5content.rss.subscribe')}
          </Button>
        </div>
      </div>
      <List header={tr('h5content.rss.portal')}>
        {cats.map((c) => (
          <List.Item
            key={c.id}
            extra={
              c.subscribed ? (
                <Tag color="success">{tr('h5content.rss.addOk')}</Tag>
              ) : (
                <Button size="mini" color="primary" fill="outline" onClick={() => void subscribe({ categoryId: c.id })}>
                  {tr('h5content.rss.subscribe')}
                </Button>
              )
            }
          >
            {c.name}
          </List.Item>
        ))}
      </List>
    </Page>
  );
}
