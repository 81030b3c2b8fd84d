/**
 * For the sender and managers: who has read, signed and handled the document, per unit and per
 * person, and a reminder to the unread (the server allows one an hour).
 */
import type { DocReceipt, UnitStat } from '@campus/api';
import { Button, CapsuleTabs, Tag, Toast } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { timeText } from '../../lib/time';
import { toastError } from '../../shared/errors';
import { documentApi } from './endpoints';
import { stateColor } from './format';

type Filter = 'all' | 'unread' | 'read';

export function Tracking(props: { docId: string }) {
  const tr = useT();
  const [rows, setRows] = useState<DocReceipt[]>([]);
  const [units, setUnits] = useState<UnitStat[]>([]);
  const [filter, setFilter] = useState<Filter>('all');
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => {
    api(documentApi.receipts, { id: props.docId })
      .then((d) => {
        setRows(d.list);
        setUnits(d.units);
      })
      .catch(toastError);
  }, [props.docId]);
  useEffect(load, [load]);

  const remind = async () => {
    setBusy(true);
    try {
      const d = await api(documentApi.remind, { id: props.docId });
      Toast.show({ content: tr('document.reminded', { n: d.reminded }), icon: 'success' });
    } catch (err) {
      toastError(err);
    } finally {
      setBusy(false);
    }
  };
  const shown = rows.filter((r) => filter === 'all' || (filter === 'unread' ? r.readAt === null : r.readAt !== null));
  const unread = rows.filter((r) => r.readAt === null).length;

  return (
    <div className="page-card" data-testid="doc-tracking">
      <div className="row">
        <strong className="grow">{tr('document.tracking')}</strong>
        <span className="muted" data-testid="doc-read-count">
          {tr('document.readCount', { read: rows.length - unread, total: rows.length })}
        </span>
      </div>
      {units.map((u) => (
        <div key={u.departmentId ?? ''} className="muted doc-unit">
          {tr('document.unitRow', { name: u.departmentName || tr('document.noUnit'), read: u.read, signed: u.signed, done: u.done, total: u.receivers })}
        </div>
      ))}
      <CapsuleTabs activeKey={filter} onChange={(k) => setFilter(k === 'unread' || k === 'read' ? k : 'all')}>
        <CapsuleTabs.Tab key="all" title={`${tr('document.everyone')} ${rows.length}`} />
        <CapsuleTabs.Tab key="unread" title={`${tr('document.state.unread')} ${unread}`} />
        <CapsuleTabs.Tab key="read" title={`${tr('document.state.read')} ${rows.length - unread}`} />
      </CapsuleTabs>
      {shown.map((r) => (
        <div key={r.userId} className="doc-person" data-testid="doc-person">
          <div className="row">
            <span className="grow">
              {r.name} <span className="muted">{r.departmentName}</span>
            </span>
            <Tag color={r.readAt === null ? 'default' : stateColor(r.state)} fill="outline">
              {r.readAt === null ? tr('document.notRead') : tr(`document.state.${r.state}`)}
            </Tag>
          </div>
          {r.readAt !== null ? <div className="muted">{tr('document.readAt', { time: timeText(r.readAt) })}</div> : null}
          {r.opinion ? <div className="doc-opinion-line">{r.opinion}</div> : null}
        </div>
      ))}
      {unread > 0 ? (
        <Button block fill="outline" color="warning" loading={busy} onClick={remind} className="doc-gap" data-testid="doc-remind">
          {tr('document.remind')}
        </Button>
      ) : null}
    </div>
  );
}
