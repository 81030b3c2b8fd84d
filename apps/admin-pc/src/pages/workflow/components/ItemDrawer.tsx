/** An item opened from a list, beside it; the list reloads when something was done to it. */
import { t } from '@campus/i18n';
import { Drawer } from 'antd';
import { ItemView } from './ItemView';

export function ItemDrawer({ id, onClose, onChanged }: { id: string | null; onClose: () => void; onChanged: () => void }) {
  return (
    <Drawer open={id !== null} width={1180} title={t('adminWorkflow.item.title')} onClose={onClose} destroyOnClose>
      {id ? <ItemView id={id} onChanged={onChanged} /> : null}
    </Drawer>
  );
}
