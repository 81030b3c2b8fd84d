/** Import a query set's rows from xlsx: the server takes every row or none and lists each bad cell. */
import { dataQuery } from '@campus/api';
import { t } from '@campus/i18n';
import { XlsxImport } from '@/components/XlsxImport';
import { upload } from '@/services/api';

export function ImportRows(props: { id: string | null; onClose: () => void; onDone: () => void }) {
  const id = props.id ?? '';
  // The set travels in the query string (the multipart body holds only the file).
  const ep = { ...dataQuery.import, path: `${dataQuery.import.path}?id=${encodeURIComponent(id)}` };
  return (
    <XlsxImport<{ rows: number }>
      open={props.id !== null}
      texts={{
        title: t('adminDataQuery.import'),
        hint: t('adminDataQuery.importHint'),
        failed: t('adminDataQuery.importFailed'),
        row: t('adminDataQuery.col.row'),
        field: t('adminDataQuery.col.field'),
        message: t('adminDataQuery.col.message'),
      }}
      send={(file) => upload(ep, { file })}
      done={(r) => t('adminDataQuery.imported', { rows: r.rows })}
      onClose={props.onClose}
      onDone={props.onDone}
    />
  );
}
