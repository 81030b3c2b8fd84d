/** Do-not-disturb in the message centre: on/off, quiet hours, muted categories (user notice settings). */
import type { NoticeSettings } from '@campus/api';
import { tOr } from '@campus/i18n';
import { Button, Input, Popup, Selector, Switch, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { userApi } from './endpoints';

const BASE_CATEGORIES = ['notice', 'news', 'system', 'todo'];

export function DndSettings(props: { open: boolean; onClose: () => void; categories: string[] }) {
  const tr = useT();
  const [s, setS] = useState<NoticeSettings | null>(null);

  useEffect(() => {
    if (props.open) api(userApi.noticeSettings, {}).then(setS).catch(toastError);
  }, [props.open]);

  async function save() {
    if (!s) return;
    try {
      setS(await api(userApi.saveNoticeSettings, s, { json: true, loading: true }));
      Toast.show({ content: tr('common.success'), icon: 'success' });
      props.onClose();
    } catch (err) {
      toastError(err);
    }
  }

  const options = [...new Set([...BASE_CATEGORIES, ...props.categories, ...(s?.mutedCategories ?? [])])].map((c) => ({
    label: tOr(`h5content.msg.category.${c}`, c),
    value: c,
  }));
  return (
    <Popup visible={props.open} onMaskClick={props.onClose} bodyStyle={{ padding: 16, borderRadius: '12px 12px 0 0' }}>
      {s ? (
        <div className="dnd" data-testid="dnd-settings">
          <div className="row">
            <span className="grow">{tr('h5content.msg.dnd')}</span>
            <Switch checked={s.dnd} onChange={(dnd) => setS({ ...s, dnd })} />
          </div>
          <p className="muted">{tr('h5content.msg.dndHint')}</p>
          <div className="row">
            <span>{tr('h5content.msg.quiet')}</span>
            <Input
              type="time"
              value={s.quietStart}
              onChange={(quietStart) => setS({ ...s, quietStart })}
              style={{ width: 100 }}
            />
            <span>–</span>
            <Input
              type="time"
              value={s.quietEnd}
              onChange={(quietEnd) => setS({ ...s, quietEnd })}
              style={{ width: 100 }}
            />
          </div>
          <p className="muted">{tr('h5content.msg.muted')}</p>
          <Selector
            multiple
            columns={3}
            options={options}
            value={s.mutedCategories}
            onChange={(mutedCategories) => setS({ ...s, mutedCategories })}
          />
          <Button block color="primary" style={{ marginTop: 12 }} onClick={() => void save()}>
            {tr('common.save')}
          </Button>
        </div>
      ) : null}
    </Popup>
  );
}
