/**
 * The media forms' upload fields: the video file (an mp4 uploaded through /api/upload/index, the
 * same request layer as every upload) and a collection's ordered, captioned photos.
 */
import { upload as uploadContract } from '@campus/api';
import { t } from '@campus/i18n';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Image, Input, List, Space, Upload } from 'antd';
import { useRef, useState } from 'react';
import { upload } from '@/services/api';
import { MAX_PHOTOS, addPhotos, movePhoto, removePhoto, setCaption, type PhotoValue } from './photos';

export function VideoFileField(props: { value?: string; onChange?: (v: string) => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {props.value ? <video src={props.value} controls preload="metadata" style={{ maxWidth: 360, maxHeight: 200 }} data-testid="video-preview" /> : null}
      <Upload
        accept="video/mp4,.mp4"
        showUploadList={false}
        beforeUpload={(file) => {
          setBusy(true);
          upload(uploadContract.index, { file })
            .then((res) => props.onChange?.(res.url), () => undefined)
            .finally(() => setBusy(false));
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy} data-testid="video-upload">
          {props.value ? t('adminMedia.video.replaceFile') : t('adminMedia.video.uploadFile')}
        </Button>
      </Upload>
    </Space>
  );
}

export function PhotosField(props: { value?: PhotoValue[]; onChange?: (v: PhotoValue[]) => void }) {
  const list = props.value ?? [];
  // Several files upload at once: each answer appends to the latest list, not a stale copy.
  const latest = useRef(list);
  latest.current = list;
  const [pending, setPending] = useState(0);
  const change = (next: PhotoValue[]) => {
    latest.current = next;
    props.onChange?.(next);
  };
  const full = list.length >= MAX_PHOTOS;
  return (
    <div>
      <Upload
        multiple
        accept="image/png,image/jpeg,image/gif,image/webp"
        showUploadList={false}
        disabled={full}
        beforeUpload={(file) => {
          setPending((n) => n + 1);
          upload(uploadContract.index, { file })
            .then((res) => change(addPhotos(latest.current, [res.url])), () => undefined)
            .finally(() => setPending((n) => n - 1));
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={pending > 0} disabled={full} data-testid="photos-upload">
          {t('adminMedia.collection.uploadPhotos')}
        </Button>
      </Upload>
      {list.length > 0 && (
        <List
          size="small"
          dataSource={list}
          rowKey="url"
          renderItem={(p, i) => (
            <List.Item
              data-testid="collection-photo"
              actions={[
                <Button key="up" type="text" size="small" icon={<ArrowUpOutlined />} disabled={i === 0} aria-label={t('adminMedia.collection.moveUp')} onClick={() => change(movePhoto(list, i, -1))} />,
                <Button
                  key="down"
                  type="text"
                  size="small"
                  icon={<ArrowDownOutlined />}
                  disabled={i === list.length - 1}
                  aria-label={t('adminMedia.collection.moveDown')}
                  onClick={() => change(movePhoto(list, i, 1))}
                />,
                <Button key="rm" type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('adminMedia.collection.removePhoto')} onClick={() => change(removePhoto(list, i))} />,
              ]}
            >
              <Space>
                <Image src={p.url} width={72} height={54} style={{ objectFit: 'cover' }} />
                <Input
                  value={p.caption}
                  maxLength={200}
                  placeholder={t('adminMedia.collection.caption')}
                  aria-label={t('adminMedia.collection.caption')}
                  style={{ width: 360 }}
                  onChange={(e) => change(setCaption(list, i, e.target.value))}
                />
              </Space>
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
