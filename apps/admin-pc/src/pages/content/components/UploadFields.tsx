/** The cover image and the attachments of an item: uploaded through /api/upload/index, kept as attachment URLs. */
import { upload as uploadContract } from '@campus/api';
import { t } from '@campus/i18n';
import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Image, List, Space, Upload } from 'antd';
import { useState } from 'react';
import { upload } from '@/services/api';

export interface AttachmentValue {
  url: string;
  name: string;
}

export const MAX_ATTACHMENTS = 20;

export function CoverField(props: { value?: string; onChange?: (v: string) => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Space align="center">
      {props.value ? <Image width={96} height={64} style={{ objectFit: 'cover' }} src={props.value} /> : null}
      <Upload
        accept="image/png,image/jpeg,image/gif,image/webp"
        showUploadList={false}
        beforeUpload={(file) => {
          setBusy(true);
          upload(uploadContract.index, { file })
            .then((res) => props.onChange?.(res.url), () => undefined)
            .finally(() => setBusy(false));
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy} data-testid="cover-upload">
          {t('adminContent.fields.uploadCover')}
        </Button>
      </Upload>
      {props.value && (
        <Button type="link" onClick={() => props.onChange?.('')}>
          {t('adminContent.actions.delete')}
        </Button>
      )}
    </Space>
  );
}

export function AttachmentsField(props: { value?: AttachmentValue[]; onChange?: (v: AttachmentValue[]) => void }) {
  const list = props.value ?? [];
  const [busy, setBusy] = useState(false);
  return (
    <div>
      <Upload
        multiple
        showUploadList={false}
        disabled={list.length >= MAX_ATTACHMENTS}
        beforeUpload={(file) => {
          setBusy(true);
          upload(uploadContract.index, { file })
            .then((res) => props.onChange?.([...(props.value ?? []), { url: res.url, name: res.name }].slice(0, MAX_ATTACHMENTS)), () => undefined)
            .finally(() => setBusy(false));
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy} disabled={list.length >= MAX_ATTACHMENTS} data-testid="attachments-upload">
          {t('adminContent.fields.uploadAttachment', { n: MAX_ATTACHMENTS })}
        </Button>
      </Upload>
      {list.length > 0 && (
        <List
          size="small"
          dataSource={list}
          renderItem={(a) => (
            <List.Item
              actions={[
                <Button key="rm" type="text" size="small" icon={<DeleteOutlined />} aria-label={t('adminContent.actions.delete')} onClick={() => props.onChange?.(list.filter((x) => x.url !== a.url))} />,
              ]}
            >
              <a href={a.url} target="_blank" rel="noreferrer">
                <PaperClipOutlined /> {a.name}
              </a>
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
