/** photowall/myPhotos: my photos in every state, each deletable. */
import type { Photo } from '@campus/api';
import { Button, Dialog, ImageViewer, Toast } from 'antd-mobile';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { mediaApi } from './endpoints';
import { PhotoCard } from './PhotoCard';
import { usePaged } from '../shared/usePaged';
import '../shared/content.css';
import { ListFooter } from '../shared/ListFooter';

export default function MyPhotos() {
  const tr = useT();
  const navigate = useNavigate();
  const fetchPage = useCallback(
    (current: number, pageSize: number) => api(mediaApi.photoMine, { current, pageSize }),
    [],
  );
  const { items, setItems, hasMore, loadMore } = usePaged<Photo>(fetchPage);

  async function remove(p: Photo) {
    const ok = await Dialog.confirm({
      content: tr('h5content.photo.removeConfirm'),
      confirmText: tr('common.ok'),
      cancelText: tr('common.cancel'),
    });
    if (!ok) return;
    try {
      await api(mediaApi.photoRemoveMine, { id: p.id });
      setItems((list) => list.filter((x) => x.id !== p.id));
      Toast.show({ content: tr('common.success') });
    } catch (err) {
      toastError(err);
    }
  }

  return (
    <Page page="my-photos">
      <Button block color="primary" onClick={() => navigate('/photowall/uploadPhoto')} style={{ marginBottom: 8 }}>
        {tr('h5content.photo.upload')}
      </Button>
      <div className="photo-grid">
        {items.map((p, i) => (
          <PhotoCard
            key={p.id}
            photo={p}
            showStatus
            onRemove={() => void remove(p)}
            onOpen={() => ImageViewer.Multi.show({ images: items.map((x) => x.url), defaultIndex: i })}
          />
        ))}
      </div>
      <ListFooter loadMore={loadMore} hasMore={hasMore} count={items.length} />
    </Page>
  );
}
