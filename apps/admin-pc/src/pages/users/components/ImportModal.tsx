/**
 * Import users from an xlsx: the server takes all rows or none. On failure each bad cell is
 * listed (row, column, why); on success the generated passwords are shown once.
 */
import { admin, type OutputOf } from '@campus/api';
import { t } from '@campus/i18n';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Table, Upload } from 'antd';
import { useState } from 'react';
import { download, upload } from '@/services/api';

type Result = OutputOf<typeof admin.usersImport>;

export function ImportModal(props: { open: boolean; onClose: () => void; onDone: () => void }) {
  const [result, setResult] = useState<Result | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (file: File) => {
    setBusy(true);
    setResult(null);
    try {
      const res = await upload(admin.usersImport, { file });
      setResult(res);
      if (res.ok) props.onDone();
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={props.open}
      title={t('adminUsers.import')}
      width={720}
      footer={null}
      destroyOnHidden
      onCancel={() => {
        setResult(null);
        props.onClose();
      }}
    >
      <p>{t('adminUsers.importHelp')}</p>
      <Button
        icon={<DownloadOutlined />}
        style={{ marginBottom: 12 }}
        onClick={() => void download(admin.usersImportTemplate.path, {}, 'users-template.xlsx')}
      >
        {t('adminUsers.template')}
      </Button>
      <Upload.Dragger
        accept=".xlsx"
        maxCount={1}
        showUploadList={false}
        disabled={busy}
        beforeUpload={(file) => {
          void send(file);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p>{busy ? t('common.loading') : t('adminUsers.importDrop')}</p>
      </Upload.Dragger>
      {result?.ok === false && (
        <div data-testid="import-errors" style={{ marginTop: 16 }}>
          <Alert type="error" showIcon message={t('adminUsers.importFailed', { n: result.errors.length })} />
          <Table
            size="small"
            style={{ marginTop: 8 }}
            rowKey={(r) => `${r.row}-${r.field}-${r.message}`}
            pagination={{ pageSize: 10 }}
            dataSource={result.errors}
            columns={[
              { title: t('adminUsers.row'), dataIndex: 'row', width: 80 },
              { title: t('adminUsers.column'), dataIndex: 'field', width: 140 },
              { title: t('adminUsers.problem'), dataIndex: 'message' },
            ]}
          />
        </div>
      )}
      {result?.ok === true && (
        <div data-testid="import-done" style={{ marginTop: 16 }}>
          <Alert type="success" showIcon message={t('adminUsers.importDone', { n: result.created })} />
          {result.passwords.length > 0 && (
            <Table
              size="small"
              style={{ marginTop: 8 }}
              rowKey="username"
              pagination={{ pageSize: 10 }}
              dataSource={result.passwords}
              columns={[
                { title: t('adminUsers.username'), dataIndex: 'username' },
                { title: t('adminUsers.oneTimePassword'), dataIndex: 'password' },
              ]}
            />
          )}
        </div>
      )}
    </Modal>
  );
}
