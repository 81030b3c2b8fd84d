/** activity/activitycomment: comments of participants, newest first, paged; post, delete own (organisers any). */
import type { ActivityComment, ActivityDetail } from '@campus/api';
import { Button, Dialog, Empty, TextArea, Toast } from 'antd-mobile';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { timeText } from '../../../lib/time';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { activityApi } from './endpoints';
import { idParam } from './format';
import './activity.css';

const PAGE_SIZE = 20;

export default function Comments() {
  const tr = useT();
  const id = idParam(useLocation().search);
  const [a, setA] = useState<ActivityDetail | null>(null);
  const [list, setList] = useState<ActivityComment[]>([]);
  const [total, setTotal] = useState(0);
  const [text, setText] = useState('');
  const page = useRef(1);

  const fetchPage = useCallback((current: number) => api(activityApi.comments, { id, current, pageSize: PAGE_SIZE }), [id]);
  /** From the first page again (after posting or deleting). */
  const reset = useCallback(async () => {
    if (!id) return;
    try {
      const d = await fetchPage(1);
      page.current = 1;
      setList(d.list);
      setTotal(d.total);
    } catch (err) {
      toastError(err);
    }
  }, [id, fetchPage]);
  async function more() {
    try {
      const d = await fetchPage(page.current + 1);
      page.current += 1;
      setList((prev) => [...prev, ...d.list.filter((c) => !prev.some((p) => p.id === c.id))]);
      setTotal(d.total);
    } catch (err) {
      toastError(err);
    }
  }
  useEffect(() => {
    if (id) api(activityApi.detail, { id }).then(setA).catch(toastError);
    void reset();
  }, [id, reset]);

  // A tap on "delete" is easy to make by mistake on a phone, and a comment cannot be brought back.
  async function remove(c: ActivityComment) {
    if (!(await Dialog.confirm({ content: tr('activity.msg.confirmDelete'), confirmText: tr('activity.action.delete'), cancelText: tr('common.cancel') }))) return;
    try {
      await api(activityApi.deleteComment, { commentId: c.id });
      Toast.show({ content: tr('activity.msg.done') });
      await reset();
    } catch (err) {
      toastError(err);
    }
  }

  async function send() {
    try {
      await api(activityApi.comment, { id, body: text.trim() });
      setText('');
      await reset();
    } catch (err) {
      toastError(err);
    }
  }

  return (
    <Page page="activity-comments">
      {a?.canTakePart ? (
        <div className="act-section">
          <TextArea value={text} onChange={setText} placeholder={tr('activity.action.commentPlaceholder')} maxLength={500} rows={3} showCount data-testid="comment-input" />
          <div className="act-send">
            <Button color="primary" size="small" disabled={!text.trim()} onClick={() => void send()} data-testid="comment-send">
              {tr('activity.action.send')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="act-section act-meta">{tr('activity.msg.onlyParticipants')}</div>
      )}
      <div data-testid="comment-list">
        {list.map((c) => (
          <div className="act-comment" key={c.id}>
            <div className="who">
              <span>
                {c.name} · {timeText(c.createdAt)}
              </span>
              {c.canDelete ? (
                <a onClick={() => void remove(c)} data-testid="comment-delete">
                  {tr('activity.action.delete')}
                </a>
              ) : null}
            </div>
            {/* Sanitized by the server to light inline markup. */}
            <div className="body" dangerouslySetInnerHTML={{ __html: c.body }} />
          </div>
        ))}
      </div>
      {list.length === 0 ? <Empty description={tr('activity.msg.empty')} /> : null}
      {list.length < total ? (
        <div className="act-actions">
          <Button block onClick={() => void more()}>
            {tr('activity.action.loadMore')}
          </Button>
        </div>
      ) : null}
    </Page>
  );
}
