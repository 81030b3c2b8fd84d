/** Canteen staff (canteen.writeOff): pick the canteen, scan or type a pick-up code, write it off once. */
import { Result, Selector } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { errorText, toastError } from '../../../shared/errors';
import { QrScan } from '../../../shared/QrScan';
import { canteenApi } from './endpoints';

export function WriteOffPanel() {
  const tr = useT();
  const [canteens, setCanteens] = useState<{ id: string; name: string }[] | null>(null);
  const [chosen, setChosen] = useState(() => localStorage.getItem('canteen.desk') ?? '');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    api(canteenApi.myCanteens, {})
      .then((d) => setCanteens(d.list))
      .catch(toastError);
  }, []);
  if (!canteens) return null;
  if (canteens.length === 0) return <Result status="info" title={tr('canteen.notStaff')} />;
  const canteenId = canteens.some((c) => c.id === chosen) ? chosen : canteens[0]!.id;

  async function writeOff(raw: string) {
    try {
      const b = await api(canteenApi.writeOff, { canteenId, code: raw.replace(/\D/g, '') }, { silent: true, loading: true });
      setOutcome({ ok: true, text: tr('canteen.writtenOff', { name: b.userName, meal: `${b.date} ${tr(`canteen.meal.${b.meal}`)}` }) });
    } catch (err) {
      setOutcome({ ok: false, text: errorText(err) });
    }
  }

  return (
    <div>
      <div className="page-card">
        <div className="muted">{tr('canteen.pickCanteen')}</div>
        <Selector
          columns={2}
          value={[canteenId]}
          onChange={(v) => {
            if (!v[0]) return;
            setChosen(v[0]);
            localStorage.setItem('canteen.desk', v[0]);
          }}
          options={canteens.map((c) => ({ label: c.name, value: c.id }))}
        />
      </div>
      <QrScan onCode={(c) => void writeOff(c)} placeholder={tr('canteen.codePlaceholder')} />
      {outcome ? <Result status={outcome.ok ? 'success' : 'error'} title={outcome.text} /> : null}
    </div>
  );
}
