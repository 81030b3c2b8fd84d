import type { MessageItem } from '@campus/api';
import { tOr } from '@campus/i18n';
import { Button } from 'antd-mobile';
import { useT } from '../../../lib/i18n';
import { fullTime } from '../shared/format';

/** One message: unread dot, category, title, a line of its text, time; to-dos get their action. */
export function MessageRow(props: { item: MessageItem; onOpen: () => void; onAct?: (() => void) | undefined }) {
  const tr = useT();
  const m = props.item;
  return (
    <div
      className={`content-row message-row ${m.readAt ? 'is-read' : 'is-unread'}`}
      data-message={m.id}
      onClick={props.onOpen}
      role="button"
      tabIndex={0}
    >
      <span className="content-row-body">
        <span className="content-row-title">
          {m.readAt ? null : <span className="unread-dot" aria-label={tr('h5content.list.unread')} />}
          {m.title}
        </span>
        {m.body ? <span className="content-row-summary">{m.body}</span> : null}
        <span className="muted">
          {tOr(`h5content.msg.category.${m.category}`, m.category)} · {fullTime(m.at)}
          {m.kind === 'todo' ? ` · ${tr(m.doneAt ? 'h5content.msg.done' : 'h5content.msg.pending')}` : ''}
        </span>
      </span>
      {props.onAct && m.kind === 'todo' && !m.doneAt && m.link ? (
        <Button
          size="mini"
          color="primary"
          onClick={(e) => {
            e.stopPropagation();
            props.onAct?.();
          }}
          data-testid="todo-open"
        >
          {tr('h5content.msg.open')}
        </Button>
      ) : null}
    </div>
  );
}
