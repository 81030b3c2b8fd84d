/** A space's photos: uploaded through /api/upload/index and kept as attachment URLs (at most 9). */
import { upload as uploadContract } from '@campus/api';
import { t } from '@campus/i18n';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Image, Space, Upload } from 'antd';
import { useState } from 'react';
import { upload } from '@/services/api';

export function PhotosField(props: { value?: string[]; onChange?: (v: string[]) => void }) {
  const list = props.value ?? [];
  const [busy, setBusy] = useState(false);
  return (
    <Space wrap>
      {list.map((url) => (
        <Space key={url} direction="vertical" size={2}>
          <Image width={96} height={64} style={{ objectFit: 'cover' }} src={url} />
          <Button
            size="small"
            type="link"
            icon={<DeleteOutlined />}
            onClick={() => props.onChange?.(list.filter((u) => u !== url))}
          />
        </Space>
      ))}
      <Upload
        accept="image/png,image/jpeg,image/gif,image/webp"
        showUploadList={false}
        disabled={list.length >= 9}
        beforeUpload={(file) => {
          setBusy(true);
          upload(uploadContract.index, { file })
            .then(
              (res) => props.onChange?.([...(props.value ?? []), res.url].slice(0, 9)),
              () => undefined,
            )
            .finally(() => setBusy(false));
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy} disabled={list.length >= 9}>
          {t('adminGeneralApp.field.upload')}
        </Button>
      </Upload>
    </Space>
  );
}
