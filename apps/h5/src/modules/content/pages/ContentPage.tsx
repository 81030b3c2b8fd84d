/** schoolHistory/index and graduation/index: a content page administrators edit, found by its slug. */
import type { ContentDetail } from '@campus/api';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import type { ScreenProps } from '../../../route-types';
import NoData from '../../../shared/NoData';
import { Page } from '../../../shared/Page';
import { Attachments } from '../shared/Attachments';
import { contentApi } from '../shared/endpoints';
import { PAGE_SLUGS } from '../shared/kinds';
import { RichText } from '../shared/RichText';
import '../shared/content.css';

export default function ContentPage(props: ScreenProps) {
  const tr = useT();
  const slug = PAGE_SLUGS[props.variant ?? ''] ?? 'schoolHistory';
  const [page, setPage] = useState<ContentDetail | null>(null);
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    // Looked up in the list first: a page nobody has written yet is the empty view, not a 404.
    api(contentApi.list, { kind: 'page', pageSize: 100, current: 1 })
      .then((d) => {
        const found = d.list.find((p) => p.slug === slug);
        if (!found) return setMissing(true);
        return api(contentApi.detail, { id: found.id }).then(setPage);
      })
      .catch(() => setMissing(true));
  }, [slug]);

  if (missing) return <NoData message={tr('h5content.list.empty')} />;
  if (!page) return <Page page={`content-page-${slug}`}>{null}</Page>;
  return (
    <Page page={`content-page-${slug}`}>
      <article className="page-card" data-testid="content-detail">
        <h1 className="content-detail-title">{page.title}</h1>
        {page.cover ? <img src={page.cover} alt="" style={{ width: '100%', borderRadius: 6 }} /> : null}
        <RichText html={page.body} />
        <Attachments list={page.attachments} />
      </article>
    </Page>
  );
}
