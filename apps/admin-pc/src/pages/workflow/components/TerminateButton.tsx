/** Ends a running item from the all-items list (workflow.manage), with the reason the timeline records. */
import { workflow } from '@campus/api';
import { t } from '@campus/i18n';
import { Form, Input, message, Modal } from 'antd';
import { useState } from 'react';
import { call } from '@/services/api';

export function TerminateButton({ id, onDone }: { id: string; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setTried(true);
    if (!reason.trim()) return;
    setBusy(true);
    try {
      await call(workflow.terminate, { id, comment: reason.trim() });
      message.success(t('adminWorkflow.item.done', { action: t('adminWorkflow.act.terminate') }));
      setOpen(false);
      onDone();
    } catch {
      // The request layer showed why (10009: it ended meanwhile); the list shows it as it is now.
      onDone();
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <a data-testid="terminate" style={{ color: '#ff4d4f' }} onClick={() => { setReason(''); setTried(false); setOpen(true); }}>
        {t('adminWorkflow.act.terminate')}
      </a>
      <Modal open={open} title={t('adminWorkflow.act.terminate')} okText={t('adminWorkflow.act.terminate')} okButtonProps={{ danger: true, loading: busy }} onOk={() => void submit()} onCancel={() => setOpen(false)} destroyOnClose>
        <Form layout="vertical" component="div">
          <Form.Item label={t('adminWorkflow.act.reason')} required validateStatus={tried && !reason.trim() ? 'error' : undefined} help={tried && !reason.trim() ? t('adminWorkflow.act.reasonRequired') : undefined}>
            <Input.TextArea rows={3} maxLength={1000} showCount value={reason} onChange={(e) => setReason(e.target.value)} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
