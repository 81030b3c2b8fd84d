/**
 * Photos of an order: a strip that opens full screen, and the picker that takes them with the
 * phone camera (several at once), compresses and uploads them, keeping the URLs.
 */
import { ImageViewer, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { PHOTO_LIMIT, takeFiles, uploadPhotos } from './photos';

export function PhotoStrip(props: { photos: readonly string[]; testId?: string }) {
  if (!props.photos.length) return null;
  return (
    <div className="repair-photos" data-testid={props.testId}>
      {props.photos.map((url, i) => (
        <img key={url} src={url} alt="" onClick={() => ImageViewer.Multi.show({ images: [...props.photos], defaultIndex: i })} />
      ))}
    </div>
  );
}

export function PhotoPicker(props: { value: string[]; onChange: (next: string[]) => void; testId?: string }) {
  const tr = useT();
  const [busy, setBusy] = useState(false);
  async function add(list: FileList | null) {
    const files = takeFiles(Array.from(list ?? []), props.value.length);
    if (!files.length) {
      if (list?.length) Toast.show({ content: tr('repair.msg.photoLimit', { n: PHOTO_LIMIT }) });
      return;
    }
    setBusy(true);
    try {
      props.onChange([...props.value, ...(await uploadPhotos(files))]);
    } catch (err) {
      toastError(err);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="repair-photos" data-testid={props.testId}>
      {props.value.map((url) => (
        <div key={url} className="repair-photo">
          <img src={url} alt="" />
          <button type="button" aria-label={tr('repair.btn.removePhoto')} onClick={() => props.onChange(props.value.filter((u) => u !== url))}>
            ×
          </button>
        </div>
      ))}
      {props.value.length < PHOTO_LIMIT ? (
        <label className="repair-photo-add" aria-disabled={busy}>
          {busy ? tr('repair.msg.uploading') : `＋ ${tr('repair.btn.addPhoto')}`}
          {/* capture: straight to the camera on a phone; multiple: several shots from the gallery at once. */}
          <input type="file" accept="image/*" capture="environment" multiple hidden disabled={busy} onChange={(e) => {
            void add(e.target.files);
            e.target.value = '';
          }} />
        </label>
      ) : null}
    </div>
  );
}
