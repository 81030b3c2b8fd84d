/**
 * The dispatcher's sheet for one order: assign or reassign it to a worker who is on duty and
 * skilled for its category (least busy first), set its priority, merge it into a duplicate, or
 * close it once done. Only what the server's `can` holds is offered.
 */
import { REPAIR_PRIORITIES, type RepairOrderDetail, type RepairOrderRow, type RepairPriority, type RepairWorker } from '@campus/api';
import { Button, Dialog, Empty, List, Popup, Selector, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { repairApi } from './endpoints';
import { actionsFor, placeOf } from './format';
import { useOrder } from './useOrder';

export function AssignSheet(props: { id: string; board: readonly RepairOrderRow[]; onClose: () => void; onDone: () => void }) {
  const tr = useT();
  const { order, setOrder } = useOrder(props.id);
  const [workers, setWorkers] = useState<RepairWorker[] | null>(null);
  const actions = order ? actionsFor(order.can, 'dispatcher') : [];
  const canAssign = actions.includes('assign') || actions.includes('reassign');
  useEffect(() => {
    if (canAssign) api(repairApi.candidates, { id: props.id }).then((r) => setWorkers(r.list), toastError);
  }, [canAssign, props.id]);

  async function run(call: () => Promise<RepairOrderDetail>, done: string, leave = true) {
    try {
      const next = await call();
      setOrder(next);
      Toast.show({ content: done, icon: 'success' });
      props.onDone();
      if (leave) props.onClose();
    } catch (err) {
      toastError(err);
    }
  }
  const assign = (w: RepairWorker) =>
    run(() => api(actions.includes('assign') ? repairApi.assign : repairApi.reassign, { id: props.id, workerId: w.userId }), tr('repair.msg.assigned', { name: w.name }));
  const priority = (p: RepairPriority) => run(() => api(repairApi.setPriority, { id: props.id, priority: p }), tr('repair.msg.saved'), false);
  async function merge(into: RepairOrderRow) {
    if (await Dialog.confirm({ content: tr('repair.msg.mergeConfirm', { place: placeOf(into) }), confirmText: tr('repair.btn.merge'), cancelText: tr('repair.btn.back') }))
      await run(() => api(repairApi.merge, { id: props.id, intoId: into.id }), tr('repair.msg.merged'));
  }
  const duplicates = order ? props.board.filter((o) => o.id !== order.id && o.categoryId === order.categoryId && o.areaId === order.areaId) : [];

  return (
    <Popup visible onMaskClick={props.onClose} bodyStyle={{ maxHeight: '80vh', overflowY: 'auto', borderRadius: '12px 12px 0 0' }}>
      <div data-testid="repair-assign-sheet" style={{ padding: 12 }}>
        {order ? (
          <>
            <div className="repair-section-title">
              {order.categoryName} · {order.areaName} · {placeOf(order)}
            </div>
            <div className="repair-desc">{order.description}</div>
          </>
        ) : null}
        {canAssign ? (
          <List header={tr(actions.includes('assign') ? 'repair.form.pickWorker' : 'repair.form.pickOtherWorker')} data-testid="repair-candidates">
            {workers?.map((w) => (
              <List.Item
                key={w.userId}
                description={tr('repair.form.workerLoad', { n: w.open })}
                extra={
                  <Button size="small" color="primary" data-testid="repair-assign" onClick={() => void assign(w)} disabled={w.userId === order?.workerId}>
                    {tr(actions.includes('assign') ? 'repair.action.assign' : 'repair.action.reassign')}
                  </Button>
                }
              >
                {w.name} {w.number}
              </List.Item>
            ))}
          </List>
        ) : null}
        {canAssign && workers?.length === 0 ? <Empty description={tr('repair.msg.noCandidates')} /> : null}
        {actions.includes('priority') && order ? (
          <>
            <div className="repair-section-title">{tr('repair.field.priority')}</div>
            <Selector
              columns={3}
              value={[order.priority]}
              options={REPAIR_PRIORITIES.map((p) => ({ label: tr(`repair.priority.${p}`), value: p }))}
              onChange={(v) => v[0] && v[0] !== order.priority && void priority(v[0])}
            />
          </>
        ) : null}
        {actions.includes('merge') && duplicates.length ? (
          <List header={tr('repair.form.mergeInto')}>
            {duplicates.map((d) => (
              <List.Item key={d.id} description={d.description} extra={<Button size="small" onClick={() => void merge(d)}>{tr('repair.btn.merge')}</Button>}>
                {placeOf(d)}
              </List.Item>
            ))}
          </List>
        ) : null}
        {actions.includes('close') ? (
          <Button block color="warning" onClick={() => void run(() => api(repairApi.close, { id: props.id }), tr('repair.msg.closed'))}>
            {tr('repair.action.close')}
          </Button>
        ) : null}
      </div>
    </Popup>
  );
}
