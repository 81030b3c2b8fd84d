/**
 * One order for the dispatcher: where and what, the photos, the SLA, the timeline, and the
 * actions the server says are open now (`can`): assign, reassign, merge, priority, close.
 */
import { REPAIR_PRIORITIES, repair, type RepairOrderDetail, type RepairPriority } from '@campus/api';
import { t } from '@campus/i18n';
import { Button, Descriptions, Drawer, Image, Input, Popconfirm, Select, Space, Spin, Tag, Typography, message } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { call } from '@/services/api';
import { AssignModal, type AssignTarget } from './AssignModal';
import { SlaCell } from './columns';
import { MergeModal } from './MergeModal';
import { OrderTimeline } from './OrderTimeline';
import { timeText } from '@/lib/time';
import { PRIORITY_COLOR, STATE_COLOR, shortId } from './sla';

function Photos({ urls }: { urls: string[] }) {
  if (!urls.length) return <>-</>;
  return (
    <Image.PreviewGroup>
      <Space wrap>
        {urls.map((u) => (
          <Image key={u} src={u} width={88} height={88} style={{ objectFit: 'cover' }} />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

export function OrderDrawer(props: { id: string | null; onClose: () => void; onChanged: () => void }) {
  const [order, setOrder] = useState<RepairOrderDetail | null>(null);
  const [assigning, setAssigning] = useState<AssignTarget | null>(null);
  const [merging, setMerging] = useState(false);
  const closeNote = useRef('');

  const load = useCallback((id: string) => void call(repair.detail, { id }).then(setOrder, () => undefined), []);
  useEffect(() => {
    setOrder(null);
    if (props.id) load(props.id);
  }, [props.id, load]);

  const changed = (d: RepairOrderDetail) => {
    setOrder(d);
    setAssigning(null);
    setMerging(false);
    props.onChanged();
  };
  const run = (p: Promise<RepairOrderDetail>, done: string) =>
    void p.then((d) => {
      message.success(done);
      changed(d);
    }, () => undefined);

  const o = order;
  const can = (a: RepairOrderDetail['can'][number]) => o?.can.includes(a) ?? false;
  const actions = o ? (
    <Space wrap>
      {can('assign') ? <Button type="primary" data-testid="drawer-assign" onClick={() => setAssigning({ id: o.id, mode: 'assign' })}>{t('adminRepair.act.assign')}</Button> : null}
      {can('reassign') ? <Button onClick={() => setAssigning({ id: o.id, mode: 'reassign', workerId: o.workerId })}>{t('adminRepair.act.reassign')}</Button> : null}
      {can('merge') ? <Button onClick={() => setMerging(true)}>{t('adminRepair.act.merge')}</Button> : null}
      {can('priority') ? (
        <Select<RepairPriority>
          value={o.priority}
          style={{ width: 120 }}
          aria-label={t('adminRepair.act.priority')}
          options={REPAIR_PRIORITIES.map((p) => ({ value: p, label: t(`repair.priority.${p}`) }))}
          onChange={(priority) => run(call(repair.setPriority, { id: o.id, priority }), t('adminRepair.priorityDone'))}
        />
      ) : null}
      {can('close') ? (
        <Popconfirm
          title={t('adminRepair.close.confirm')}
          description={<Input placeholder={t('adminRepair.close.note')} maxLength={200} onChange={(e) => (closeNote.current = e.target.value)} />}
          onOpenChange={(open) => open && (closeNote.current = '')}
          onConfirm={() => run(call(repair.close, { id: o.id, note: closeNote.current.trim() }), t('adminRepair.close.done'))}
        >
          <Button danger>{t('adminRepair.act.close')}</Button>
        </Popconfirm>
      ) : null}
    </Space>
  ) : null;

  return (
    <Drawer open={props.id !== null} onClose={props.onClose} width={720} title={t('adminRepair.detail.title')} extra={actions} destroyOnHidden>
      {!o ? (
        <Spin />
      ) : (
        <div data-testid="repair-detail" data-state={o.state}>
          <Space style={{ marginBottom: 12 }} wrap>
            <Tag color={STATE_COLOR[o.state]} data-testid="repair-detail-state">{t(`repair.state.${o.state}`)}</Tag>
            <Tag color={PRIORITY_COLOR[o.priority]}>{t(`repair.priority.${o.priority}`)}</Tag>
            <SlaCell row={o} now={Math.floor(Date.now() / 1000)} />
          </Space>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={t('adminRepair.detail.id')}>{shortId(o.id)}</Descriptions.Item>
            <Descriptions.Item label={t('adminRepair.col.createdAt')}>{timeText(o.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('adminRepair.col.category')}>{o.categoryName}</Descriptions.Item>
            <Descriptions.Item label={t('adminRepair.col.place')}>{`${o.areaName} ${o.building} ${o.room}`.trim()}</Descriptions.Item>
            <Descriptions.Item label={t('adminRepair.col.reporter')}>{o.reporterName}</Descriptions.Item>
            <Descriptions.Item label={t('adminRepair.detail.contact')}>{[o.contactName, o.contactPhone].filter(Boolean).join(' ') || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('adminRepair.detail.preferredTime')}>{o.preferredTime || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('adminRepair.detail.assetCode')}>{o.assetCode || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('adminRepair.col.worker')}>{o.workerName || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('adminRepair.detail.reopenCount')}>{o.reopenCount}</Descriptions.Item>
            <Descriptions.Item label={t('adminRepair.detail.assignDue')}>{timeText(o.assignDueAt)}</Descriptions.Item>
            <Descriptions.Item label={t('adminRepair.detail.finishDue')}>{timeText(o.finishDueAt)}</Descriptions.Item>
            {o.rating !== null ? <Descriptions.Item label={t('adminRepair.detail.rating')} span={2}>{`${o.rating} ★ ${o.ratingComment}`}</Descriptions.Item> : null}
            {o.backReason ? <Descriptions.Item label={t('adminRepair.detail.backReason')} span={2}>{o.backReason}</Descriptions.Item> : null}
            {o.mergedInto ? <Descriptions.Item label={t('adminRepair.detail.mergedInto')} span={2}>{shortId(o.mergedInto)}</Descriptions.Item> : null}
            <Descriptions.Item label={t('adminRepair.col.description')} span={2}>
              <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{o.description}</Typography.Paragraph>
            </Descriptions.Item>
            <Descriptions.Item label={t('adminRepair.detail.photos')} span={2}><Photos urls={o.photos} /></Descriptions.Item>
            {o.beforePhotos.length ? <Descriptions.Item label={t('adminRepair.detail.beforePhotos')} span={2}><Photos urls={o.beforePhotos} /></Descriptions.Item> : null}
            {o.afterPhotos.length ? <Descriptions.Item label={t('adminRepair.detail.afterPhotos')} span={2}><Photos urls={o.afterPhotos} /></Descriptions.Item> : null}
            {o.materials.length ? (
              <Descriptions.Item label={t('adminRepair.detail.materials')} span={2}>
                {o.materials.map((m) => `${m.name} × ${m.quantity}${m.unit}`).join(', ')}
              </Descriptions.Item>
            ) : null}
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('adminRepair.detail.timeline')}
          </Typography.Title>
          <OrderTimeline events={o.timeline} />
        </div>
      )}
      <AssignModal target={assigning} onClose={() => setAssigning(null)} onDone={changed} />
      <MergeModal order={merging ? o : null} onClose={() => setMerging(false)} onDone={changed} />
    </Drawer>
  );
}
