/** activity/activityfile: the organiser's files (download); organisers upload and remove. */
import type { ActivityDetail, ActivityFile } from '@campus/api';
import { Button, Empty, List, Toast } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { activityApi, uploadApi } from './endpoints';
import { idParam } from './format';
import './activity.css';

const kb = (n: number) => (n >= 1048576 ? `${(n / 1048576).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`);

export default function Files() {
  const tr = useT();
  const id = idParam(useLocation().search);
  const [a, setA] = useState<ActivityDetail | null>(null);
  const [files, setFiles] = useState<ActivityFile[]>([]);
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => {
    if (!id) return;
    api(activityApi.detail, { id }).then(setA).catch(toastError);
    api(activityApi.files, { id })
      .then((d) => setFiles(d.list))
      .catch(toastError);
  }, [id]);
  useEffect(load, [load]);

  async function upload(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      const up = await api(uploadApi.index, form as unknown as Record<string, never>, { loading: true });
      await api(activityApi.addFile, { id, uploadId: up.id });
      Toast.show({ content: tr('activity.msg.saved'), icon: 'success' });
      load();
    } catch (err) {
      toastError(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Page page="activity-files">
      {a?.canManage ? (
        <div className="act-actions">
          <label className="adm-button adm-button-primary adm-button-block" aria-disabled={busy}>
            {tr('activity.action.upload')}
            <input type="file" hidden onChange={(e) => void upload(e.target.files?.[0])} />
          </label>
        </div>
      ) : null}
      <List>
        {files.map((f) => (
          <List.Item
            key={f.id}
            description={kb(f.size)}
            extra={
              a?.canManage ? (
                <Button size="mini" color="danger" fill="outline" onClick={() => void api(activityApi.removeFile, { fileId: f.id }).then(load, toastError)}>
                  {tr('activity.action.delete')}
                </Button>
              ) : null
            }
          >
            <a href={f.url} download={f.name} target="_blank" rel="noreferrer">
              {f.name}
            </a>
          </List.Item>
        ))}
      </List>
      {files.length === 0 ? <Empty description={tr('activity.msg.empty')} /> : null}
    </Page>
  );
}
