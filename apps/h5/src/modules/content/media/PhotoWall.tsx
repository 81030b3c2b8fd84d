/** photowall/index: the shown photos, newest or most liked first, with like and report. */
import type { Photo } from '@campus/api';
import { Button, ImageViewer, Tabs, Toast } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { askText } from '../../../shared/askText';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { mediaApi } from './endpoints';
import { PhotoCard } from './PhotoCard';
import { usePaged } from '../shared/usePaged';
import '../shared/content.css';
import { ListFooter } from '../shared/ListFooter';

export default function PhotoWall() {
  const tr = useT();
  const navigate = useNavigate();
  const [sort, setSort] = useState<'newest' | 'popular'>('newest');
  const fetchPage = useCallback(
    (current: number, pageSize: number) => api(mediaApi.photoList, { current, pageSize, sort }),
    [sort],
  );
  const { items, setItems, hasMore, loadMore, reset } = usePaged<Photo>(fetchPage);
  useEffect(reset, [sort, reset]);

  async function like(p: Photo) {
    try {
      const d = await api(p.liked ? mediaApi.photoUnlike : mediaApi.photoLike, { id: p.id });
      setItems((list) => list.map((x) => (x.id === p.id ? { ...x, ...d } : x)));
    } catch (err) {
      toastError(err);
    }
  }

  async function report(p: Photo) {
    const reason = await askText({
      title: tr('h5content.photo.report'),
      placeholder: tr('h5content.photo.reportReason'),
      missing: tr('common.fillIn', { field: tr('h5content.photo.reportReason') }),
      ok: tr('common.ok'),
      cancel: tr('common.cancel'),
    });
    if (reason === null) return;
    try {
      await api(mediaApi.photoReport, { id: p.id, reason });
      Toast.show({ content: tr('h5content.photo.reportOk'), icon: 'success' });
    } catch (err) {
      toastError(err);
    }
  }

  return (
    <Page page="photowall">
      <div className="row">
        <Tabs className="grow" activeKey={sort} onChange={(k) => setSort(k === 'popular' ? 'popular' : 'newest')}>
          <Tabs.Tab key="newest" title={tr('h5content.photo.newest')} />
          <Tabs.Tab key="popular" title={tr('h5content.photo.popular')} />
        </Tabs>
        <Button size="small" color="primary" onClick={() => navigate('/photowall/uploadPhoto')}>
          {tr('h5content.photo.upload')}
        </Button>
        <Button size="small" onClick={() => navigate('/photowall/myPhotos')}>
          {tr('h5content.photo.mine')}
        </Button>
      </div>
      <div className="photo-grid" style={{ marginTop: 8 }}>
        {items.map((p, i) => (
          <PhotoCard
            key={p.id}
            photo={p}
            onLike={() => void like(p)}
            onReport={() => void report(p)}
            onOpen={() => ImageViewer.Multi.show({ images: items.map((x) => x.url), defaultIndex: i })}
          />
        ))}
      </div>
      <ListFooter loadMore={loadMore} hasMore={hasMore} count={items.length} />
    </Page>
  );
}
