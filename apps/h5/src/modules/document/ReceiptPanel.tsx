/**
 * The receiver's part of a document: sign for it, write the handling opinion and finish, or
 * forward it to people of one's unit. A second tap (or another tab) records nothing new.
 */
import type { MyReceipt } from '@campus/api';
import { Button, Checkbox, Popup, Tag, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { api } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { timeText } from '../../lib/time';
import { toastError } from '../../shared/errors';
import { documentApi } from './endpoints';
import { stateColor } from './format';

interface Mate {
  id: string;
  name: string;
  number: string;
  received: boolean;
}

export function ReceiptPanel(props: { docId: string; receipt: MyReceipt; onChange: (r: MyReceipt) => void }) {
  const tr = useT();
  const r = props.receipt;
  const [opinion, setOpinion] = useState('');
  const [busy, setBusy] = useState(false);
  const [mates, setMates] = useState<Mate[] | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (err) {
      toastError(err);
    } finally {
      setBusy(false);
    }
  };
  const sign = () => run(async () => props.onChange(await api(documentApi.sign, { id: props.docId })));
  const finish = () =>
    run(async () => {
      props.onChange(await api(documentApi.handle, { id: props.docId, opinion }));
      Toast.show({ content: tr('document.handled'), icon: 'success' });
    });
  const openForward = () =>
    run(async () => {
      setMates((await api(documentApi.colleagues, { id: props.docId })).list);
      setChosen([]);
    });
  const forward = () =>
    run(async () => {
      const d = await api(documentApi.forward, { id: props.docId, users: chosen });
      Toast.show({ content: tr('document.forwarded', { n: d.added }), icon: 'success' });
      setMates(null);
    });

  return (
    <div className="page-card" data-testid="doc-receipt">
      <div className="row">
        <strong className="grow">{tr('document.myReceipt')}</strong>
        <Tag color={stateColor(r.state)} data-testid="doc-my-state">
          {tr(`document.state.${r.state}`)}
        </Tag>
      </div>
      {r.forwardedBy ? <div className="muted">{tr('document.forwardedBy', { name: r.forwardedBy })}</div> : null}
      {r.readAt !== null ? <div className="muted">{tr('document.readAt', { time: timeText(r.readAt) })}</div> : null}
      {r.state === 'unsigned' ? (
        <Button block color="primary" loading={busy} onClick={sign} data-testid="doc-sign" className="doc-gap">
          {tr('document.sign')}
        </Button>
      ) : null}
      {r.state === 'done' ? (
        <div className="doc-opinion" data-testid="doc-opinion-done">
          <div className="muted">{tr('document.field.opinion')}</div>
          <p>{r.opinion}</p>
          <div className="muted">{r.doneAt !== null ? timeText(r.doneAt) : ''}</div>
        </div>
      ) : (
        <div className="doc-gap">
          <TextArea placeholder={tr('document.ph.opinion')} value={opinion} onChange={setOpinion} rows={3} maxLength={2000} showCount data-testid="doc-opinion" />
          <Button block color="success" disabled={!opinion.trim()} loading={busy} onClick={finish} data-testid="doc-finish" className="doc-gap">
            {tr('document.finish')}
          </Button>
        </div>
      )}
      <Button block fill="outline" loading={busy} onClick={openForward} className="doc-gap" data-testid="doc-forward">
        {tr('document.forward')}
      </Button>
      <Popup visible={mates !== null} onMaskClick={() => setMates(null)} bodyStyle={{ maxHeight: '70vh', overflow: 'auto', padding: 16 }}>
        <strong>{tr('document.forwardTo')}</strong>
        <Checkbox.Group value={chosen} onChange={(v) => setChosen(v.map(String))}>
          {(mates ?? []).map((m) => (
            <div key={m.id} className="doc-check">
              <Checkbox value={m.id} disabled={m.received}>
                {m.name} <span className="muted">{m.number}</span> {m.received ? <span className="muted">{tr('document.alreadyHas')}</span> : null}
              </Checkbox>
            </div>
          ))}
        </Checkbox.Group>
        <Button block color="primary" disabled={!chosen.length} loading={busy} onClick={forward} className="doc-gap">
          {tr('document.confirm')}
        </Button>
      </Popup>
    </div>
  );
}
