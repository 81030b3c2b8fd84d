/** Register a trip: destination and region, dates, transport, reason, emergency contact. */
import { TRAVEL_TRANSPORTS } from '@campus/api';
import { Button, Form, Input, Selector, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { travelApi } from './endpoints';
import { firstProblem, type TripForm } from './format';

const EMPTY: TripForm = { destination: '', region: '', departDate: '', returnDate: '', transport: 'train', reason: '', contactName: '', contactPhone: '' };

/** `today`: the site's date (the server's), the earliest departure. */
export function RegisterForm(props: { today: string; onDone: () => void }) {
  const tr = useT();
  const today = props.today;
  const [f, setF] = useState<TripForm>({ ...EMPTY, departDate: today, returnDate: today });
  const set = (k: keyof TripForm) => (v: string) => setF((old) => ({ ...old, [k]: v }));
  const text = (k: 'destination' | 'region' | 'contactName' | 'contactPhone', max: number) => (
    <Form.Item label={tr(`travel.field.${k}`)} required>
      <Input data-testid={`trip-${k}`} value={f[k]} onChange={set(k)} maxLength={max} placeholder={tr(`travel.placeholder.${k}`)} />
    </Form.Item>
  );

  async function submit() {
    const bad = firstProblem(f, today);
    if (bad) return Toast.show({ content: tr('travel.required', { f: tr(`travel.field.${bad}`) }) });
    try {
      await api(travelApi.register, { ...f, transport: f.transport as (typeof TRAVEL_TRANSPORTS)[number] }, { loading: true });
      Toast.show({ icon: 'success', content: tr('travel.registered') });
      setF({ ...EMPTY, departDate: today, returnDate: today });
      props.onDone();
    } catch (err) {
      toastError(err);
    }
  }

  return (
    <Form layout="vertical" footer={<Button block color="primary" onClick={() => void submit()} data-testid="trip-submit">{tr('travel.submit')}</Button>}>
      {text('destination', 100)}
      {text('region', 60)}
      <Form.Item label={tr('travel.field.departDate')} required>
        <input type="date" className="adm-input-element" data-testid="trip-departDate" value={f.departDate} min={today} onChange={(e) => set('departDate')(e.target.value)} />
      </Form.Item>
      <Form.Item label={tr('travel.field.returnDate')} required>
        <input type="date" className="adm-input-element" data-testid="trip-returnDate" value={f.returnDate} min={f.departDate} onChange={(e) => set('returnDate')(e.target.value)} />
      </Form.Item>
      <Form.Item label={tr('travel.field.transport')} required>
        <Selector columns={3} value={[f.transport]} onChange={(v) => v[0] && set('transport')(v[0])} options={TRAVEL_TRANSPORTS.map((x) => ({ value: x, label: tr(`travel.transport.${x}`) }))} />
      </Form.Item>
      <Form.Item label={tr('travel.field.reason')} required>
        <TextArea data-testid="trip-reason" value={f.reason} onChange={set('reason')} maxLength={300} rows={2} placeholder={tr('travel.placeholder.reason')} />
      </Form.Item>
      {text('contactName', 40)}
      {text('contactPhone', 20)}
    </Form>
  );
}
