/** The site logo: upload an image through /api/upload/index and keep its attachment path (all/...). */
import { upload as uploadContract } from '@campus/api';
import { t } from '@campus/i18n';
import { UploadOutlined } from '@ant-design/icons';
import { Button, Image, Space, Upload } from 'antd';
import { useState } from 'react';
import { upload } from '@/services/api';

/** `/site/attach?file=all/x.png` → `all/x.png` (what the site profile stores). */
export function attachmentPathOf(url: string): string {
  const q = url.indexOf('?');
  return q < 0 ? '' : (new URLSearchParams(url.slice(q + 1)).get('file') ?? '');
}

export function LogoField(props: { value?: string; onChange?: (v: string) => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Space align="center">
      {props.value ? <Image width={64} height={64} style={{ objectFit: 'contain' }} src={`/site/attach?file=${encodeURIComponent(props.value)}`} /> : null}
      <Upload
        accept="image/png,image/jpeg,image/gif,image/webp"
        showUploadList={false}
        beforeUpload={(file) => {
          setBusy(true);
          upload(uploadContract.index, { file })
            .then((res) => props.onChange?.(attachmentPathOf(res.url)), () => undefined)
            .finally(() => setBusy(false));
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy}>
          {t('adminSites.uploadLogo')}
        </Button>
      </Upload>
      {props.value && <Button type="link" onClick={() => props.onChange?.('')}>{t('adminSites.removeLogo')}</Button>}
    </Space>
  );
}
