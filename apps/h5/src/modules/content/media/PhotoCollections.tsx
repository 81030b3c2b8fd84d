/** photoCollection/index: the site's albums; tapping one shows its photos. */
import type { PhotoCollectionSummary } from './types';
import { ImageViewer } from 'antd-mobile';
import { useCallback } from 'react';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { mediaApi } from './endpoints';
import { usePaged } from '../shared/usePaged';
import '../shared/content.css';
import { ListFooter } from '../shared/ListFooter';

export default function PhotoCollections() {
  const tr = useT();
  const fetchPage = useCallback(
    (current: number, pageSize: number) => api(mediaApi.collectionList, { current, pageSize }),
    [],
  );
  const { items, hasMore, loadMore } = usePaged<PhotoCollectionSummary>(fetchPage);

  async function open(id: string) {
    try {
      const d = await api(mediaApi.collectionDetail, { id }, { loading: true });
      if (d.photos.length) ImageViewer.Multi.show({ images: d.photos.map((p) => p.url) });
    } catch (err) {
      toastError(err);
    }
  }

  return (
    <Page page="photo-collections">
      <div className="photo-grid">
        {items.map((c) => (
          <div key={c.id} className="photo-card" data-collection={c.id} onClick={() => void open(c.id)}>
            {c.cover ? <img src={c.cover} alt="" loading="lazy" /> : <div className="photo-empty" />}
            <div className="photo-card-bar">
              <strong>{c.title}</strong>
              <span className="muted">{tr('h5content.photo.count', { n: c.count })}</span>
            </div>
          </div>
        ))}
      </div>
      <ListFooter loadMore={loadMore} hasMore={hasMore} count={items.length} />
    </Page>
  );
}
