/** message/message: one of my messages in full (opening it marks it read), with its link. */
import type { MessageItem } from '@campus/api';
import { tOr } from '@campus/i18n';
import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { refreshCounts } from '../../../lib/live';
import { appPathOf } from '../../../lib/live-counts';
import { errorText } from '../../../shared/errors';
import NoData from '../../../shared/NoData';
import { Page } from '../../../shared/Page';
import { fullTime } from '../shared/format';
import { messageApi } from './endpoints';
import '../shared/content.css';

export default function MessageDetail() {
  const tr = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [m, setM] = useState<MessageItem | null>(null);
  const [missing, setMissing] = useState<string | null>(null);

  useEffect(() => {
    if (!id) return setMissing('');
    api(messageApi.detail, { id })
      .then((d) => {
        setM(d);
        void refreshCounts();
      })
      .catch((err: unknown) => setMissing(errorText(err)));
  }, [id]);

  if (missing !== null) return <NoData message={missing} />;
  if (!m) return <Page page="message-detail">{null}</Page>;
  return (
    <Page page="message-detail">
      <article className="page-card" data-testid="message-detail">
        <h1 className="content-detail-title">{m.title}</h1>
        <div className="muted">
          {tOr(`h5content.msg.category.${m.category}`, m.category)} · {fullTime(m.at)}
          {m.kind === 'todo' ? ` · ${tr(m.doneAt ? 'h5content.msg.done' : 'h5content.msg.pending')}` : ''}
        </div>
        {/* Plain text by contract: shown as text, never as markup. */}
        <p style={{ whiteSpace: 'pre-line', lineHeight: 1.7 }}>{m.body}</p>
      </article>
      {m.link ? (
        <Button block color="primary" onClick={() => navigate(appPathOf(m.link))} data-testid="message-link">
          {tr('h5content.msg.open')}
        </Button>
      ) : null}
    </Page>
  );
}
