/** photowall/uploadPhoto: pick a photo, compress it on the phone (≤1600 px JPEG), upload, post it. */
import { Button, Input, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { compressPhoto, jpegName } from './compress';
import { mediaApi, uploadApi } from './endpoints';
import '../shared/content.css';

export default function UploadPhoto() {
  const tr = useT();
  const navigate = useNavigate();
  const [photo, setPhoto] = useState<{ blob: Blob; name: string; preview: string } | null>(null);
  const [caption, setCaption] = useState('');
  const [step, setStep] = useState<'' | 'compressing' | 'uploading'>('');

  useEffect(() => () => (photo ? URL.revokeObjectURL(photo.preview) : undefined), [photo]);

  async function pick(file: File | undefined) {
    if (!file) return;
    if (!file.type.startsWith('image/')) return void Toast.show({ content: tr('h5content.photo.notImage') });
    setStep('compressing');
    try {
      const blob = await compressPhoto(file);
      setPhoto({ blob, name: jpegName(file.name), preview: URL.createObjectURL(blob) });
    } catch {
      Toast.show({ content: tr('h5content.photo.notImage') });
    } finally {
      setStep('');
    }
  }

  async function submit() {
    if (!photo) return;
    setStep('uploading');
    try {
      const form = new FormData();
      form.append('file', photo.blob, photo.name);
      // The multipart endpoint declares no fields (the file is the body): the client sends a FormData as is.
      const up = await api(uploadApi.index, form as unknown as Record<string, never>, { loading: true });
      const posted = await api(mediaApi.photoUpload, { url: up.url, caption: caption.trim() });
      Toast.show({
        content: tr(posted.status === 'pending' ? 'h5content.photo.uploadPending' : 'h5content.photo.uploadOk'),
        icon: 'success',
      });
      navigate('/photowall/myPhotos', { replace: true });
    } catch (err) {
      toastError(err);
    } finally {
      setStep('');
    }
  }

  return (
    <Page page="photo-upload">
      <div className="page-card">
        <label className="btn btn-outline" style={{ display: 'inline-block' }}>
          {tr('h5content.photo.choose')}
          <input
            type="file"
            accept="image/*"
            hidden
            data-testid="photo-file"
            onChange={(e) => void pick(e.target.files?.[0])}
          />
        </label>
        {step ? (
          <p className="muted">
            {tr(step === 'compressing' ? 'h5content.photo.compressing' : 'h5content.photo.uploading')}
          </p>
        ) : null}
        {photo ? (
          <img
            src={photo.preview}
            alt=""
            style={{ width: '100%', marginTop: 12, borderRadius: 6 }}
            data-testid="photo-preview"
          />
        ) : null}
        <Input
          placeholder={tr('h5content.photo.caption')}
          value={caption}
          onChange={setCaption}
          maxLength={200}
          style={{ marginTop: 12 }}
        />
      </div>
      <Button
        block
        color="primary"
        disabled={!photo || step !== ''}
        loading={step === 'uploading'}
        onClick={() => void submit()}
        data-testid="photo-submit"
      >
        {tr('h5content.photo.upload')}
      </Button>
    </Page>
  );
}
