/** Import menus from xlsx: the server takes every row or none and lists each bad cell. */
import { canteen, MENU_IMPORT_COLUMNS } from '@campus/api';
import { t } from '@campus/i18n';
import { XlsxImport } from '@/components/XlsxImport';
import { upload } from '@/services/api';

const label = (f: string) => ((MENU_IMPORT_COLUMNS as readonly string[]).includes(f) ? t(`adminCanteen.col.${f as (typeof MENU_IMPORT_COLUMNS)[number]}`) : f);

export function ImportModal(props: { open: boolean; onClose: () => void; onDone: () => void }) {
  return (
    <XlsxImport<{ menus: number; dishes: number }>
      open={props.open}
      texts={{
        title: t('adminCanteen.import'),
        hint: t('adminCanteen.importHint'),
        failed: t('adminCanteen.importFailed'),
        row: t('adminCanteen.col.row'),
        field: t('adminCanteen.col.field'),
        message: t('adminCanteen.col.message'),
      }}
      send={(file) => upload(canteen.importMenus, { file })}
      done={(r) => t('adminCanteen.imported', { menus: r.menus, dishes: r.dishes })}
      fieldLabel={label}
      onClose={props.onClose}
      onDone={props.onDone}
    />
  );
}
