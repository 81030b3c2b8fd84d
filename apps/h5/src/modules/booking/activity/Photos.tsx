/** activity/activityphotochild: the photos of one album; participants and organisers add (compressed on the phone). */
import type { ActivityPhoto } from '@campus/api';
import { Dialog, Empty, ImageViewer } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { WayOn } from '../../../shared/WayOn';
import { activityApi } from './endpoints';
import { idParam } from './format';
import { MAX_PICK, UploadTiles, usePhotoUploads } from './PhotoUploads';
import './activity.css';

export default function Photos() {
  const tr = useT();
  const albumId = idParam(useLocation().search, 'albumId');
  const [data, setData] = useState<{ title: string; canUpload: boolean; list: ActivityPhoto[] } | null>(null);
  const load = useCallback(() => {
    if (albumId) api(activityApi.photos, { albumId }).then(setData).catch(toastError);
  }, [albumId]);
  useEffect(load, [load]);
  const uploads = usePhotoUploads(albumId, load);

  // Confirmed first: a stray tap under a thumbnail must not lose someone's photo.
  async function remove(p: ActivityPhoto) {
    if (!(await Dialog.confirm({ content: tr('activity.msg.confirmDeletePhoto'), confirmText: tr('activity.action.delete'), cancelText: tr('common.cancel') }))) return;
    api(activityApi.removePhoto, { photoId: p.id }).then(load, toastError);
  }

  // Opened without an album (a bare link): say so and offer the way to the activities.
  if (!albumId)
    return (
      <Page page="activity-photos">
        <WayOn status="info" title={tr('activity.msg.noAlbum')} action={tr('activity.action.backToHall')} to="/activity/index" testId="album-missing" />
      </Page>
    );

  return (
    <Page page="activity-photos" title={data?.title}>
      {data?.canUpload ? (
        <div className="act-actions">
          <label className="adm-button adm-button-primary adm-button-block">
            {tr('activity.action.uploadPhoto')}
            <input
              type="file"
              accept="image/*"
              multiple
              hidden
              onChange={(e) => {
                uploads.add(Array.from(e.target.files ?? []).slice(0, MAX_PICK));
                e.target.value = ''; // the same photo can be picked again
              }}
            />
          </label>
        </div>
      ) : null}
      <UploadTiles tiles={uploads.tiles} retry={uploads.retry} dismiss={uploads.dismiss} />
      <div className="act-photos">
        {data?.list.map((p, i) => (
          <div key={p.id}>
            <img src={p.url} alt="" onClick={() => ImageViewer.Multi.show({ images: data.list.map((x) => x.url), defaultIndex: i })} />
            {p.canDelete ? (
              <a className="act-photo-del" onClick={() => void remove(p)} data-testid="photo-delete">
                {tr('activity.action.delete')}
              </a>
            ) : null}
          </div>
        ))}
      </div>
      {data && data.list.length === 0 && uploads.tiles.length === 0 ? (
        <Empty description={tr(data.canUpload ? 'activity.msg.noPhotosUpload' : 'activity.msg.noPhotos')} />
      ) : null}
    </Page>
  );
}
