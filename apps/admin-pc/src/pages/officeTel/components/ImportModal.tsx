/** Import the whole phone book from xlsx: the server takes every row or none and lists each bad cell. */
import { officeTel, TEL_IMPORT_COLUMNS } from '@campus/api';
import { t } from '@campus/i18n';
import { XlsxImport } from '@/components/XlsxImport';
import { upload } from '@/services/api';

const label = (f: string) => ((TEL_IMPORT_COLUMNS as readonly string[]).includes(f) ? t(`adminOfficeTel.col.${f as (typeof TEL_IMPORT_COLUMNS)[number]}`) : f);

export function ImportModal(props: { open: boolean; onClose: () => void; onDone: () => void }) {
  return (
    <XlsxImport<{ units: number; entries: number }>
      open={props.open}
      texts={{
        title: t('adminOfficeTel.import'),
        hint: t('adminOfficeTel.importHint'),
        failed: t('adminOfficeTel.importFailed'),
        row: t('adminOfficeTel.col.row'),
        field: t('adminOfficeTel.col.field'),
        message: t('adminOfficeTel.col.message'),
      }}
      send={(file) => upload(officeTel.import, { file })}
      done={(r) => t('adminOfficeTel.imported', { units: r.units, entries: r.entries })}
      fieldLabel={label}
      onClose={props.onClose}
      onDone={props.onDone}
    />
  );
}
