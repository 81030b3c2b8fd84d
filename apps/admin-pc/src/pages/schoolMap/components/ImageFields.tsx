/** Image inputs of the map forms: uploaded through /api/upload/index and kept as attachment URLs. */
import { upload as uploadContract } from '@campus/api';
import { t } from '@campus/i18n';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Image, Space, Upload } from 'antd';
import { useState } from 'react';
import { upload } from '@/services/api';

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

function Uploader(props: { label: string; disabled?: boolean; testId?: string; onUploaded: (url: string) => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Upload
      accept={ACCEPT}
      showUploadList={false}
      disabled={props.disabled}
      beforeUpload={(file) => {
        setBusy(true);
        upload(uploadContract.index, { file })
          .then((res) => props.onUploaded(res.url), () => undefined)
          .finally(() => setBusy(false));
        return false;
      }}
    >
      <Button icon={<UploadOutlined />} loading={busy} disabled={props.disabled} data-testid={props.testId}>
        {props.label}
      </Button>
    </Upload>
  );
}

/** One image (a map's plan, a guide's cover); an optional one can be removed. */
export function ImageField(props: { value?: string; onChange?: (v: string) => void; label?: string; testId?: string; removable?: boolean }) {
  return (
    <Space align="center">
      {props.value ? <Image width={120} height={80} style={{ objectFit: 'contain', background: '#f5f5f5' }} src={props.value} /> : null}
      <Uploader label={props.label ?? t('adminSchoolMap.upload')} testId={props.testId} onUploaded={(url) => props.onChange?.(url)} />
      {props.removable && props.value ? (
        <Button type="link" icon={<DeleteOutlined />} onClick={() => props.onChange?.('')}>
          {t('adminSchoolMap.removeImage')}
        </Button>
      ) : null}
    </Space>
  );
}

/** A POI's photos (at most 9). */
export function PhotosField(props: { value?: string[]; onChange?: (v: string[]) => void }) {
  const list = props.value ?? [];
  return (
    <Space wrap>
      {list.map((url) => (
        <Space key={url} direction="vertical" size={2}>
          <Image width={96} height={64} style={{ objectFit: 'cover' }} src={url} />
          <Button size="small" type="link" icon={<DeleteOutlined />} onClick={() => props.onChange?.(list.filter((u) => u !== url))} />
        </Space>
      ))}
      <Uploader label={t('adminSchoolMap.upload')} disabled={list.length >= 9} onUploaded={(url) => props.onChange?.([...list, url].slice(0, 9))} />
    </Space>
  );
}
