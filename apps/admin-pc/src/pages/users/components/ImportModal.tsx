/**
 * Import users from an xlsx: the server takes all rows or none. On failure each bad cell is
 * listed (row, column, why); on success the generated passwords are shown once.
 */
import { admin, type OutputOf } from '@campus/api';
import { t } from '@campus/i18n';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Table } from 'antd';
import { XlsxImport } from '@/components/XlsxImport';
import { download, upload } from '@/services/api';

type Done = Extract<OutputOf<typeof admin.usersImport>, { ok: true }>;

function Passwords({ rows }: { rows: Done['passwords'] }) {
  if (rows.length === 0) return null;
  return (
    <Table
      size="small"
      style={{ marginTop: 8 }}
      rowKey="username"
      pagination={{ pageSize: 10 }}
      dataSource={rows}
      columns={[
        { title: t('adminUsers.username'), dataIndex: 'username' },
        { title: t('adminUsers.oneTimePassword'), dataIndex: 'password' },
      ]}
    />
  );
}

export function ImportModal(props: { open: boolean; onClose: () => void; onDone: () => void }) {
  const hint = (
    <>
      <p>{t('adminUsers.importHelp')}</p>
      <Button icon={<DownloadOutlined />} onClick={() => void download(admin.usersImportTemplate.path, {}, 'users-template.xlsx')}>
        {t('adminUsers.template')}
      </Button>
    </>
  );
  return (
    <XlsxImport<Omit<Done, 'ok'>>
      open={props.open}
      texts={{
        title: t('adminUsers.import'),
        hint,
        failed: (n) => t('adminUsers.importFailed', { n }),
        drop: t('adminUsers.importDrop'),
        row: t('adminUsers.row'),
        field: t('adminUsers.column'),
        message: t('adminUsers.problem'),
      }}
      send={(file) => upload(admin.usersImport, { file })}
      done={(r) => t('adminUsers.importDone', { n: r.created })}
      doneDetail={(r) => <Passwords rows={r.passwords} />}
      onClose={props.onClose}
      onDone={props.onDone}
    />
  );
}
