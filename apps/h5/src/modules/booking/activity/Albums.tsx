/** activity/activityphoto: the activity's photo albums; organisers create albums. */
import type { ActivityAlbum, ActivityDetail } from '@campus/api';
import { Button, Dialog, Empty, Input, List, Toast } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { activityApi } from './endpoints';
import { idParam } from './format';
import './activity.css';

export default function Albums() {
  const tr = useT();
  const navigate = useNavigate();
  const id = idParam(useLocation().search);
  const [a, setA] = useState<ActivityDetail | null>(null);
  const [albums, setAlbums] = useState<ActivityAlbum[]>([]);
  const load = useCallback(() => {
    if (!id) return;
    api(activityApi.detail, { id }).then(setA).catch(toastError);
    api(activityApi.albums, { id })
      .then((d) => setAlbums(d.list))
      .catch(toastError);
  }, [id]);
  useEffect(load, [load]);

  async function create() {
    let title = '';
    const ok = await Dialog.confirm({
      title: tr('activity.action.newAlbum'),
      content: <Input placeholder={tr('activity.action.albumTitle')} maxLength={60} onChange={(v) => (title = v)} />,
      confirmText: tr('activity.action.confirm'),
      cancelText: tr('common.cancel'),
    });
    if (!ok) return;
    try {
      await api(activityApi.createAlbum, { id, title: title.trim() });
      Toast.show({ content: tr('activity.msg.saved'), icon: 'success' });
      load();
    } catch (err) {
      toastError(err);
    }
  }

  return (
    <Page page="activity-albums">
      {a?.canManage ? (
        <div className="act-actions">
          <Button block color="primary" onClick={() => void create()}>
            {tr('activity.action.newAlbum')}
          </Button>
        </div>
      ) : null}
      <List>
        {albums.map((al) => (
          <List.Item
            key={al.id}
            prefix={al.cover ? <img src={al.cover} alt="" width={56} height={56} style={{ objectFit: 'cover', borderRadius: 4 }} /> : null}
            extra={al.count}
            onClick={() => navigate(`/activity/activityphotochild?albumId=${encodeURIComponent(al.id)}`)}
          >
            {al.title}
          </List.Item>
        ))}
      </List>
      {albums.length === 0 ? <Empty description={tr('activity.msg.empty')} /> : null}
    </Page>
  );
}
