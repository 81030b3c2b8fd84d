/** The latest news or notices (the content module's list), each opening its detail, with "more". */
import type { ContentSummary, HomeSection } from '@campus/api';
import { List } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../../lib/api';
import { useT } from '../../../../lib/i18n';
import { contentApi } from '../endpoints';
import { CONTENT_OF, dayOf, detailPath } from '../links';

type Content = Extract<HomeSection, { type: 'news' | 'notices' }>;

export function ContentSection(props: { section: Content; title: string }) {
  const tr = useT();
  const navigate = useNavigate();
  const s = props.section;
  const [items, setItems] = useState<ContentSummary[] | null>(null);
  useEffect(() => {
    // A failing section stays empty; the rest of the home page still shows.
    api(contentApi.list, { kind: CONTENT_OF[s.type].kind, current: 1, pageSize: s.limit, ...(s.categoryId ? { categoryId: s.categoryId } : {}) }, { silent: true })
      .then((d) => setItems(d.list))
      .catch(() => setItems([]));
  }, [s.type, s.limit, s.categoryId]);
  const more = `${CONTENT_OF[s.type].more}${s.categoryId ? `?categoryId=${encodeURIComponent(s.categoryId)}` : ''}`;
  return (
    <List
      data-testid={`home-${s.type}`}
      data-section={s.id}
      header={
        <div className="row" style={{ justifyContent: 'space-between' }}>
          <span>{props.title}</span>
          <a role="button" onClick={() => navigate(more)}>
            {tr('portal.more')}
          </a>
        </div>
      }
      style={{ marginBottom: 12 }}
    >
      {(items ?? []).map((it) => (
        <List.Item key={it.id} clickable extra={<span className="muted">{dayOf(it.publishAt)}</span>} onClick={() => navigate(detailPath(s.type, it))}>
          {it.title}
        </List.Item>
      ))}
      {items?.length === 0 ? <List.Item>{tr('portal.empty')}</List.Item> : null}
    </List>
  );
}
