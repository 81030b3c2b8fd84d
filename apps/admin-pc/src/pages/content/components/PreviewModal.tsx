/** What a body looks like once the server has sanitized it (content.preview / the stored body). */
import { t } from '@campus/i18n';
import { Modal } from 'antd';

export function PreviewModal(props: { html: string | null; title?: string; onClose: () => void }) {
  return (
    <Modal open={props.html !== null} title={props.title ?? t('adminContent.preview')} onCancel={props.onClose} footer={null} width={760} destroyOnHidden>
      {/* The server sanitized this HTML to the portal's allowed tags (content.preview / content.get). */}
      <div className="content-preview" data-testid="preview-body" dangerouslySetInnerHTML={{ __html: props.html ?? '' }} />
    </Modal>
  );
}
