/**
 * The one detail screen of the family (news, notices and their school variants, announcements,
 * hot issues with follow, boda articles): title, meta, sanitized body, attachments, and the
 * confirm button of required reading.
 */
import type { ContentDetail as Detail } from '@campus/api';
import { Button, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { useLive } from '../../../lib/live';
import type { ScreenProps } from '../../../route-types';
import { errorText, toastError } from '../../../shared/errors';
import NoData from '../../../shared/NoData';
import { Page } from '../../../shared/Page';
import { Attachments } from './Attachments';
import { contentApi } from './endpoints';
import { fullTime } from './format';
import { RichText } from './RichText';
import './content.css';

export default function ContentDetail(_props: ScreenProps) {
  const tr = useT();
  const [params] = useSearchParams();
  useLive(); // keeps the app's message stream open on deep links too
  const id = params.get('id') ?? '';
  const [item, setItem] = useState<Detail | null>(null);
  const [missing, setMissing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setItem(null);
    setMissing(null);
    if (!id) return setMissing('');
    api(contentApi.detail, { id }, { errorMode: 'page' })
      .then(setItem)
      .catch((err: unknown) => setMissing(errorText(err)));
  }, [id]);

  async function confirm() {
    if (!item) return;
    setBusy(true);
    try {
      await api(contentApi.confirm, { id: item.id });
      setItem({ ...item, confirmed: true });
      Toast.show({ content: tr('h5content.detail.confirmed'), icon: 'success' });
    } catch (err) {
      toastError(err);
    } finally {
      setBusy(false);
    }
  }

  async function toggleFollow() {
    if (!item) return;
    setBusy(true);
    try {
      await api(item.following ? contentApi.unfollow : contentApi.follow, { id: item.id });
      setItem({ ...item, following: !item.following });
      Toast.show({ content: tr(item.following ? 'h5content.detail.unfollowed' : 'h5content.detail.followed') });
    } catch (err) {
      toastError(err);
    } finally {
      setBusy(false);
    }
  }

  if (missing !== null) return <NoData message={missing} />;
  if (!item) return <Page page="content-detail">{null}</Page>;
  return (
    <Page page="content-detail">
      <article className="page-card" data-testid="content-detail" data-item={item.id}>
        <h1 className="content-detail-title">{item.title}</h1>
        <div className="muted">
          {[
            item.categoryName,
            item.publishAt ? tr('h5content.detail.published', { time: fullTime(item.publishAt) }) : '',
            tr('h5content.list.views', { n: item.views }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </div>
        {item.expireAt ? (
          <div className="muted">{tr('h5content.detail.expires', { time: fullTime(item.expireAt) })}</div>
        ) : null}
        {item.cover ? (
          <img src={item.cover} alt="" style={{ width: '100%', borderRadius: 6, margin: '12px 0' }} />
        ) : null}
        <RichText html={item.body} />
        <Attachments list={item.attachments} />
      </article>
      {item.required ? (
        <div className="content-actions">
          {item.confirmed ? (
            <Button block disabled color="success" data-testid="confirmed">
              {tr('h5content.detail.confirmed')}
            </Button>
          ) : (
            <>
              <p className="muted">{tr('h5content.detail.confirmHint')}</p>
              <Button block color="primary" loading={busy} onClick={() => void confirm()} data-testid="confirm-read">
                {tr('h5content.detail.confirm')}
              </Button>
            </>
          )}
        </div>
      ) : null}
      {item.kind === 'hotissue' ? (
        <div className="content-actions">
          <Button
            block
            color="primary"
            fill={item.following ? 'outline' : 'solid'}
            loading={busy}
            onClick={() => void toggleFollow()}
            data-testid="follow"
          >
            {tr(item.following ? 'h5content.detail.unfollow' : 'h5content.detail.follow')}
          </Button>
        </div>
      ) : null}
    </Page>
  );
}
