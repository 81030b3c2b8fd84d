/**
 * notice/noticetippage: required reading. Shows each notice the reader has not confirmed yet,
 * one at a time in full, with the confirm button; confirming moves on to the next.
 */
import type { ContentDetail, ContentSummary } from '@campus/api';
import { Button, Toast } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { StatusView } from '../../../shared/StatusView';
import { Attachments } from '../shared/Attachments';
import { contentApi } from '../shared/endpoints';
import { RichText } from '../shared/RichText';
import '../shared/content.css';

export default function NoticeTip() {
  const tr = useT();
  const navigate = useNavigate();
  const [pending, setPending] = useState<ContentSummary[] | null>(null);
  const [current, setCurrent] = useState<ContentDetail | null>(null);
  const [busy, setBusy] = useState(false);

  const reload = useCallback(() => {
    api(contentApi.unconfirmed, {})
      .then((d) => setPending(d.list))
      .catch((err) => {
        setPending([]);
        toastError(err);
      });
  }, []);
  useEffect(reload, [reload]);

  const first = pending?.[0];
  useEffect(() => {
    setCurrent(null);
    if (first) api(contentApi.detail, { id: first.id }).then(setCurrent).catch(toastError);
  }, [first]);

  async function confirm() {
    if (!current) return;
    setBusy(true);
    try {
      await api(contentApi.confirm, { id: current.id });
      Toast.show({ content: tr('h5content.detail.confirmed'), icon: 'success' });
      setPending((p) => (p ?? []).filter((x) => x.id !== current.id));
    } catch (err) {
      toastError(err);
    } finally {
      setBusy(false);
    }
  }

  if (pending === null) return <Page page="notice-tip">{null}</Page>;
  if (pending.length === 0)
    return (
      <StatusView page="notice-tip-done" title={tr('h5content.tip.allDone')}>
        <Button color="primary" fill="outline" onClick={() => navigate('/notice/index')}>
          {tr('h5content.title.notice')}
        </Button>
      </StatusView>
    );
  return (
    <Page page="notice-tip">
      <p className="muted" data-testid="tip-count">
        {tr('h5content.tip.intro')} ({pending.length})
      </p>
      {current ? (
        <article className="page-card" data-testid="content-detail" data-item={current.id}>
          <h1 className="content-detail-title">{current.title}</h1>
          <RichText html={current.body} />
          <Attachments list={current.attachments} />
        </article>
      ) : null}
      <div className="content-actions">
        <Button
          block
          color="primary"
          disabled={!current}
          loading={busy}
          onClick={() => void confirm()}
          data-testid="confirm-read"
        >
          {tr('h5content.detail.confirm')}
        </Button>
      </div>
    </Page>
  );
}
