/**
 * The modal of an all-or-nothing xlsx import: drop a file, and see either the server's summary or
 * every bad cell (row, column, problem) with nothing imported. Each feature passes its call and texts.
 */
import { InboxOutlined } from '@ant-design/icons';
import type { ImportProblem } from '@campus/api';
import { t } from '@campus/i18n';
import { Alert, Modal, Table, Upload } from 'antd';
import { useState, type ReactNode } from 'react';
import { reasonText } from '@/services/errors';

export type ImportAnswer<T> = ({ ok: true } & T) | { ok: false; errors: ImportProblem[] };

export interface XlsxImportTexts {
  title: string;
  hint: ReactNode;
  /** The refusal's headline; given the number of bad cells when a function. */
  failed: string | ((n: number) => string);
  /** The drop zone's text (the title when absent). */
  drop?: string;
  row: string;
  field: string;
  message: string;
}

export function XlsxImport<T>(props: {
  open: boolean;
  texts: XlsxImportTexts;
  send: (file: File) => Promise<ImportAnswer<T>>;
  done: (answer: T) => string;
  /** What to show below the success message (e.g. one-time passwords). */
  doneDetail?: (answer: T) => ReactNode;
  fieldLabel?: (f: string) => string;
  onClose: () => void;
  onDone: () => void;
}) {
  const [result, setResult] = useState<ImportAnswer<T> | null>(null);
  const [busy, setBusy] = useState(false);
  const { texts } = props;
  const send = async (file: File) => {
    setBusy(true);
    setResult(null);
    try {
      const res = await props.send(file);
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
      title={texts.title}
      width={720}
      footer={null}
      destroyOnHidden
      onCancel={() => {
        setResult(null);
        props.onClose();
      }}
    >
      <div style={{ marginBottom: 12 }}>{texts.hint}</div>
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
        <p>{busy ? t('common.loading') : (texts.drop ?? texts.title)}</p>
      </Upload.Dragger>
      {result && !result.ok ? (
        <div data-testid="import-errors" style={{ marginTop: 16 }}>
          <Alert type="error" showIcon message={typeof texts.failed === 'function' ? texts.failed(result.errors.length) : texts.failed} />
          <Table
            size="small"
            style={{ marginTop: 8 }}
            rowKey={(r) => `${r.row}-${r.field}-${r.message}`}
            pagination={{ pageSize: 10 }}
            dataSource={result.errors}
            columns={[
              { title: texts.row, dataIndex: 'row', width: 80 },
              { title: texts.field, dataIndex: 'field', width: 160, render: (f: string) => props.fieldLabel?.(f) ?? f },
              // Why, in the manager's language when the server gave the reason's key.
              { title: texts.message, dataIndex: 'message', render: (_: unknown, r: ImportProblem) => reasonText(r) },
            ]}
          />
        </div>
      ) : null}
      {result?.ok ? (
        <div data-testid="import-done" style={{ marginTop: 16 }}>
          <Alert type="success" showIcon message={props.done(result)} />
          {props.doneDetail?.(result)}
        </div>
      ) : null}
    </Modal>
  );
}
