/**
 * The photos being added to an album, each a tile: compressing, uploading with its percent, or
 * failed with why and a retry. A tile leaves once its photo is in the album (the list reloads).
 */
import { Button, ProgressBar } from 'antd-mobile';
import { useCallback, useRef, useState } from 'react';
import { api } from '../../../lib/api';
import { compressToBlob, jpegName } from '../../../lib/compress';
import { useT } from '../../../lib/i18n';
import { errorText } from '../../../shared/errors';
import { activityApi } from './endpoints';
import { uploadWithProgress } from './upload';

const MAX_PX = 1600;
export const MAX_PICK = 9;

export interface UploadTile {
  key: number;
  name: string;
  preview: string;
  state: 'preparing' | 'uploading' | 'failed';
  percent: number;
  error: string;
}

const previewOf = (f: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(f) : '');

export function usePhotoUploads(albumId: string, onSaved: () => void) {
  const [tiles, setTiles] = useState<UploadTile[]>([]);
  const files = useRef(new Map<number, { file: File; uploadId?: string }>());
  const next = useRef(0);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const patch = (key: number, p: Partial<UploadTile>) => setTiles((ts) => ts.map((t) => (t.key === key ? { ...t, ...p } : t)));
  const drop = useCallback((key: number) => {
    files.current.delete(key);
    setTiles((ts) => {
      const gone = ts.find((t) => t.key === key);
      if (gone?.preview) URL.revokeObjectURL(gone.preview);
      return ts.filter((t) => t.key !== key);
    });
  }, []);

  const send = useCallback(
    async (key: number) => {
      const held = files.current.get(key);
      if (!held) return;
      patch(key, held.uploadId ? { state: 'uploading', percent: 100, error: '' } : { state: 'preparing', percent: 0, error: '' });
      try {
        if (!held.uploadId) {
          const { file } = held;
          const blob = file.type.startsWith('image/') ? await compressToBlob(file, MAX_PX).catch(() => file) : file;
          patch(key, { state: 'uploading' });
          const up = await uploadWithProgress(blob, jpegName(file.name), (percent) => patch(key, { percent }));
          held.uploadId = up.id; // a retry after this only adds it to the album
        }
        await api(activityApi.addPhoto, { albumId, uploadId: held.uploadId }, { silent: true });
        drop(key);
        onSaved();
      } catch (err) {
        patch(key, { state: 'failed', error: errorText(err) });
      }
    },
    [albumId, drop, onSaved],
  );

  /** One at a time, in the order picked: a phone's upload bandwidth goes to the photo shown moving. */
  const run = useCallback((key: number) => {
    queue.current = queue.current.then(() => send(key));
  }, [send]);

  const add = useCallback(
    (picked: File[]) => {
      for (const file of picked.slice(0, MAX_PICK)) {
        const key = ++next.current;
        files.current.set(key, { file });
        setTiles((ts) => [...ts, { key, name: file.name, preview: previewOf(file), state: 'preparing', percent: 0, error: '' }]);
        run(key);
      }
    },
    [run],
  );

  return { tiles, add, retry: run, dismiss: drop };
}

export function UploadTiles(props: { tiles: UploadTile[]; retry: (key: number) => void; dismiss: (key: number) => void }) {
  const tr = useT();
  if (!props.tiles.length) return null;
  return (
    <div className="act-uploads">
      {props.tiles.map((t) => (
        <div key={t.key} className={`act-upload act-upload-${t.state}`} data-testid="photo-upload" data-state={t.state} role="status">
          {t.preview ? <div className="act-upload-thumb" style={{ backgroundImage: `url(${t.preview})` }} /> : null}
          <div className="act-upload-mask">
            {t.state === 'failed' ? (
              <>
                <strong>{tr('activity.msg.uploadFailed')}</strong>
                <span className="act-upload-why">{t.error}</span>
                <div className="act-upload-actions">
                  <Button size="mini" color="primary" onClick={() => props.retry(t.key)} data-testid="photo-retry">
                    {tr('activity.msg.retry')}
                  </Button>
                  <Button size="mini" onClick={() => props.dismiss(t.key)} data-testid="photo-dismiss">
                    {tr('activity.msg.dismiss')}
                  </Button>
                </div>
              </>
            ) : (
              <>
                <span>{t.state === 'preparing' ? tr('activity.msg.preparing') : tr('activity.msg.uploading', { percent: t.percent })}</span>
                <ProgressBar percent={t.state === 'preparing' ? 0 : t.percent} style={{ width: '80%', '--fill-color': '#fff' }} />
              </>
            )}
          </div>
        </div>
      ))}
    </div>
  );
}
