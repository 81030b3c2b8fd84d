/** One document in a list: urgency, title, number, issuer and date, and my receipt's state. */
import type { DocSummary } from '@campus/api';
import { Tag } from 'antd-mobile';
import { useT } from '../../lib/i18n';
import { timeText } from '../../lib/time';
import { stateColor, urgencyColor } from './format';

export function DocItem(props: { doc: DocSummary; onOpen: () => void }) {
  const tr = useT();
  const d = props.doc;
  const unread = d.receipt !== null && d.receipt.readAt === null;
  return (
    <button type="button" className={`doc-item${unread ? ' doc-unread' : ''}`} onClick={props.onOpen} data-testid="doc-item">
      <div className="row">
        {d.urgency !== 'normal' ? <Tag color={urgencyColor(d.urgency)}>{tr(`document.urgency.${d.urgency}`)}</Tag> : null}
        <span className="doc-title grow">{d.title}</span>
      </div>
      <div className="row muted">
        <span className="grow">
          {d.number} · {d.issuer}
        </span>
        <span>{timeText(d.sentAt).slice(0, 10)}</span>
      </div>
      <div className="row">
        <Tag fill="outline">{tr(`document.kind.${d.kind}`)}</Tag>
        {d.receipt ? (
          <Tag color={stateColor(d.receipt.state)} fill="outline" data-testid="doc-state">
            {unread ? tr('document.state.unread') : tr(`document.state.${d.receipt.state}`)}
          </Tag>
        ) : null}
        {d.receivers !== null ? <span className="muted">{tr('document.readCount', { read: d.read ?? 0, total: d.receivers })}</span> : null}
      </div>
    </button>
  );
}
