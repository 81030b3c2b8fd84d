/**
 * What the reporter may do on their order (only what the server's `can` allows): add information
 * or photos while it is open, cancel while unassigned, rate it once done (2 stars or fewer reopen it).
 */
import type { RepairOrderDetail } from '@campus/api';
import { Button, Dialog, Popup, Rate, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { repairApi } from './endpoints';
import { actionsFor } from './format';
import { PhotoPicker } from './Photos';

type Sheet = 'addInfo' | 'rate' | null;

export function ReporterActions(props: { order: RepairOrderDetail; onChange: (o: RepairOrderDetail) => void }) {
  const tr = useT();
  const actions = actionsFor(props.order.can, 'reporter');
  const [sheet, setSheet] = useState<Sheet>(null);
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [stars, setStars] = useState(5);
  const [busy, setBusy] = useState(false);
  if (!actions.length) return null;
  const id = props.order.id;

  async function run(call: () => Promise<RepairOrderDetail>, done: string) {
    setBusy(true);
    try {
      props.onChange(await call());
      Toast.show({ content: done, icon: 'success' });
      setSheet(null);
      setNote('');
      setPhotos([]);
    } catch (err) {
      toastError(err);
    } finally {
      setBusy(false);
    }
  }

  async function cancel() {
    const ok = await Dialog.confirm({ content: tr('repair.msg.cancelConfirm'), confirmText: tr('repair.action.cancel'), cancelText: tr('repair.btn.back') });
    if (ok) await run(() => api(repairApi.cancel, { id }), tr('repair.msg.cancelled'));
  }

  return (
    <>
      <div className="repair-actions" data-testid="repair-reporter-actions">
        {actions.includes('rate') ? (
          <Button color="primary" data-testid="repair-rate" onClick={() => setSheet('rate')}>
            {tr('repair.action.rate')}
          </Button>
        ) : null}
        {actions.includes('addInfo') ? (
          <Button data-testid="repair-add-info" onClick={() => setSheet('addInfo')}>
            {tr('repair.action.addInfo')}
          </Button>
        ) : null}
        {actions.includes('cancel') ? (
          <Button color="danger" fill="outline" data-testid="repair-cancel" onClick={() => void cancel()}>
            {tr('repair.action.cancel')}
          </Button>
        ) : null}
      </div>
      <Popup visible={sheet !== null} onMaskClick={() => setSheet(null)} bodyStyle={{ padding: 16, borderRadius: '12px 12px 0 0' }}>
        {sheet === 'rate' ? (
          <div data-testid="repair-rate-sheet">
            <div className="repair-section-title">{tr('repair.form.rateTitle')}</div>
            <Rate value={stars} onChange={setStars} allowClear={false} />
            <div className="repair-meta">{stars <= 2 ? tr('repair.form.rateReopens') : tr(`repair.form.stars${stars}` as 'repair.form.stars5')}</div>
            <TextArea value={note} onChange={setNote} maxLength={500} rows={3} placeholder={tr('repair.form.rateComment')} />
            <Button block color="primary" loading={busy} data-testid="repair-rate-submit" onClick={() => void run(() => api(repairApi.rate, { id, stars, comment: note }), tr('repair.msg.rated'))}>
              {tr('repair.btn.submit')}
            </Button>
          </div>
        ) : null}
        {sheet === 'addInfo' ? (
          <div data-testid="repair-add-info-sheet">
            <div className="repair-section-title">{tr('repair.action.addInfo')}</div>
            <TextArea value={note} onChange={setNote} maxLength={1000} rows={3} placeholder={tr('repair.form.addInfo')} />
            <PhotoPicker value={photos} onChange={setPhotos} />
            <Button block color="primary" loading={busy} disabled={!note.trim() && !photos.length} data-testid="repair-add-info-submit" onClick={() => void run(() => api(repairApi.addInfo, { id, note, photos }), tr('repair.msg.saved'))}>
              {tr('repair.btn.submit')}
            </Button>
          </div>
        ) : null}
      </Popup>
    </>
  );
}
