/** The activity's cover: an image uploaded through /api/upload/index, kept as the upload's id (the server checks it is the uploader's image). */
import { upload as uploadContract } from '@campus/api';
import { t } from '@campus/i18n';
import { UploadOutlined } from '@ant-design/icons';
import { Button, Image, Space, Upload } from 'antd';
import { useState } from 'react';
import { upload } from '@/services/api';

export interface CoverValue {
  id: string;
  url: string;
}

export function CoverField(props: { value?: CoverValue; onChange?: (v: CoverValue) => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Space align="center">
      {props.value?.url ? <Image width={96} height={64} style={{ objectFit: 'cover' }} src={props.value.url} /> : null}
      <Upload
        accept="image/png,image/jpeg,image/gif,image/webp"
        showUploadList={false}
        beforeUpload={(file) => {
          setBusy(true);
          upload(uploadContract.index, { file })
            .then((res) => props.onChange?.({ id: res.id, url: res.url }), () => undefined)
            .finally(() => setBusy(false));
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy} data-testid="activity-cover-upload">
          {t('adminActivity.col.cover')}
        </Button>
      </Upload>
      {props.value?.url ? (
        <Button type="link" onClick={() => props.onChange?.({ id: '', url: '' })}>
          {t('adminActivity.col.removeCover')}
        </Button>
      ) : null}
    </Space>
  );
}
