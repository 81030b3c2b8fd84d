/**
 * The worker's controls on one order, following its state: accept; start (with before photos);
 * while working, record progress (photos, materials, a note) or finish with after photos; send
 * it back to the dispatcher. Only what the server's `can` holds is offered.
 */
import type { RepairOrderDetail } from '@campus/api';
import { Button, Dialog, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { repairApi } from './endpoints';
import { actionsFor, toMaterials, workerStep, type MaterialDraft } from './format';
import { MaterialsEditor } from './Materials';
import { PhotoPicker } from './Photos';

export function WorkPanel(props: { order: RepairOrderDetail; onChange: (o: RepairOrderDetail) => void; onSendBack: () => void }) {
  const tr = useT();
  const { order } = props;
  const actions = actionsFor(order.can, 'worker');
  const step = workerStep(order.can);
  const [before, setBefore] = useState<string[]>([]);
  const [after, setAfter] = useState<string[]>([]);
  const [materials, setMaterials] = useState<MaterialDraft[]>([]);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  if (!actions.length) return null;
  const id = order.id;

  async function run(call: () => Promise<RepairOrderDetail>, done: string) {
    setBusy(true);
    try {
      props.onChange(await call());
      setBefore([]);
      setAfter([]);
      setMaterials([]);
      setNote('');
      Toast.show({ content: done, icon: 'success' });
    } catch (err) {
      toastError(err);
    } finally {
      setBusy(false);
    }
  }
  const work = { id, beforePhotos: before, afterPhotos: after, materials: toMaterials(materials), note };
  async function finish() {
    if (!after.length && !order.afterPhotos.length && !(await Dialog.confirm({ content: tr('repair.msg.noAfterPhoto'), confirmText: tr('repair.action.finish'), cancelText: tr('repair.btn.back') }))) return;
    await run(() => api(repairApi.finish, { id, afterPhotos: after, materials: toMaterials(materials), note }, { json: true }), tr('repair.msg.finished'));
  }

  return (
    <div className="repair-section" data-testid="repair-work-panel">
      {step === 'accept' ? (
        <Button block color="primary" loading={busy} data-testid="repair-accept" onClick={() => void run(() => api(repairApi.accept, { id }), tr('repair.msg.accepted'))}>
          {tr('repair.action.accept')}
        </Button>
      ) : null}
      {step === 'start' ? (
        <>
          <div className="repair-section-title">{tr('repair.field.beforePhotos')}</div>
          <PhotoPicker value={before} onChange={setBefore} testId="repair-before-picker" />
          <Button block color="primary" loading={busy} data-testid="repair-start" onClick={() => void run(() => api(repairApi.start, { id, beforePhotos: before }), tr('repair.msg.started'))}>
            {tr('repair.action.start')}
          </Button>
        </>
      ) : null}
      {actions.includes('progress') && step !== 'start' ? (
        <>
          <div className="repair-section-title">{tr('repair.field.afterPhotos')}</div>
          <PhotoPicker value={after} onChange={setAfter} testId="repair-after-picker" />
          <div className="repair-section-title">{tr('repair.field.materials')}</div>
          <MaterialsEditor value={materials} onChange={setMaterials} />
          <TextArea value={note} onChange={setNote} maxLength={500} rows={2} placeholder={tr('repair.form.workNote')} />
          <div className="repair-actions">
            <Button loading={busy} data-testid="repair-progress" onClick={() => void run(() => api(repairApi.progress, work, { json: true }), tr('repair.msg.saved'))}>
              {tr('repair.btn.saveProgress')}
            </Button>
            {step === 'finish' ? (
              <Button color="primary" loading={busy} data-testid="repair-finish" onClick={() => void finish()}>
                {tr('repair.action.finish')}
              </Button>
            ) : null}
          </div>
        </>
      ) : null}
      {actions.includes('sendBack') ? (
        <Button block fill="none" color="danger" data-testid="repair-send-back" onClick={props.onSendBack}>
          {tr('repair.action.sendBack')}
        </Button>
      ) : null}
    </div>
  );
}
