import type { ContentSummary } from '@campus/api';
import { Tag } from 'antd-mobile';
import { useT } from '../../../lib/i18n';
import { dayOnly } from './format';

/** One item in a list: cover, title with its tags, summary, date and views. */
export function ItemRow(props: { item: ContentSummary; onOpen: () => void }) {
  const tr = useT();
  const it = props.item;
  return (
    <button
      type="button"
      className={`content-row ${it.read ? 'is-read' : ''}`}
      data-item={it.id}
      onClick={props.onOpen}
    >
      {it.cover ? <img className="content-cover" src={it.cover} alt="" loading="lazy" /> : null}
      <span className="content-row-body">
        <span className="content-row-title">
          {it.pinned ? (
            <Tag color="danger" fill="outline">
              {tr('h5content.list.pinned')}
            </Tag>
          ) : null}
          {it.required ? (
            <Tag color={it.confirmed ? 'success' : 'warning'} fill="outline">
              {it.confirmed ? tr('h5content.list.confirmed') : tr('h5content.list.required')}
            </Tag>
          ) : null}
          {it.title}
        </span>
        {it.summary ? <span className="content-row-summary">{it.summary}</span> : null}
        <span className="muted">
          {[it.categoryName, dayOnly(it.publishAt), tr('h5content.list.views', { n: it.views })]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </span>
    </button>
  );
}
