/**
 * generalApp/appoint: the booking form for a chosen slot — purpose, people, phone — optionally
 * repeated weekly on chosen weekdays until a date. A series answers with what it skipped.
 */
import type { OutputOf } from '@campus/api';
import { Button, Form, Input, List, Result, Selector, Stepper, Switch, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { generalAppApi } from './endpoints';
import { addDays, spanText, weekdayOf } from './format';
import { useLoad } from './parts/hooks';
import { Notice } from './parts/Notice';
import './generalApp.css';

type Series = OutputOf<typeof generalAppApi.appointRepeat>;

export default function Appoint() {
  const tr = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const spaceId = params.get('spaceId') ?? '';
  const startsAt = Number(params.get('startsAt') ?? 0);
  const slot = { day: params.get('day') ?? '', from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const { data: space } = useLoad(() => api(generalAppApi.space, { id: spaceId }), [spaceId], !!spaceId);
  const [purpose, setPurpose] = useState('');
  const [attendees, setAttendees] = useState(1);
  const [contact, setContact] = useState('');
  const [repeat, setRepeat] = useState(false);
  const firstDay = slot.day;
  const [weekdays, setWeekdays] = useState<string[]>(firstDay ? [String(weekdayOf(firstDay))] : []);
  const [until, setUntil] = useState(firstDay ? addDays(firstDay, 28) : '');
  const [busy, setBusy] = useState(false);
  const [series, setSeries] = useState<Series | null>(null);

  async function submit() {
    if (!purpose.trim())
      return Toast.show({ content: tr('generalApp.form.required', { field: tr('generalApp.form.purpose') }) });
    if (!contact.trim())
      return Toast.show({ content: tr('generalApp.form.required', { field: tr('generalApp.form.contact') }) });
    const body = { spaceId, startsAt, attendees, purpose: purpose.trim(), contact: contact.trim() };
    setBusy(true);
    try {
      if (repeat) {
        setSeries(await api(generalAppApi.appointRepeat, { ...body, weekdays: weekdays.map(Number), until }));
      } else {
        const a = await api(generalAppApi.appoint, body);
        Toast.show({
          content: tr(a.status === 'pending' ? 'generalApp.form.pending' : 'generalApp.form.booked'),
          icon: 'success',
        });
        navigate(`/generalApp/details?id=${encodeURIComponent(a.id)}`, { replace: true });
      }
    } catch (err) {
      toastError(err);
    } finally {
      setBusy(false);
    }
  }

  if (series) {
    return (
      <Page page="ga-appoint">
        <div className="ga">
          <Result
            status={series.created.length ? 'success' : 'warning'}
            title={tr('generalApp.form.series', { n: series.created.length, m: series.skipped.length })}
          />
          {series.skipped.length ? (
            <List header={tr('generalApp.form.skipped')}>
              {series.skipped.map((s) => (
                <List.Item key={s.startsAt} extra={tr(`generalApp.skip.${s.why}`)}>
                  {s.when}
                </List.Item>
              ))}
            </List>
          ) : null}
          <Button block color="primary" onClick={() => navigate('/generalApp/myAppointment', { replace: true })}>
            {tr('generalApp.form.viewMine')}
          </Button>
        </div>
      </Page>
    );
  }

  if (!spaceId || !startsAt)
    return (
      <Page page="ga-appoint">
        <Notice kind="missing" />
      </Page>
    );
  const wd = (n: number) => tr(`generalApp.weekday.d${n}` as 'generalApp.weekday.d0');
  return (
    <Page page="ga-appoint">
      <div className="ga" style={{ maxWidth: 640 }}>
        <Form layout="horizontal" footer={null}>
          <Form.Item label={tr('generalApp.detail.space')}>{space?.name}</Form.Item>
          <Form.Item label={tr('generalApp.form.slot')}>{slot.day ? spanText(slot) : ''}</Form.Item>
          <Form.Item label={tr('generalApp.form.purpose')} required>
            <TextArea
              value={purpose}
              onChange={setPurpose}
              maxLength={500}
              rows={3}
              placeholder={tr('generalApp.form.purposePlaceholder')}
              data-testid="ga-purpose"
            />
          </Form.Item>
          <Form.Item label={tr('generalApp.form.attendees')} required>
            <Stepper min={1} max={space?.capacity ?? 1} value={attendees} onChange={(v) => setAttendees(v || 1)} />
          </Form.Item>
          <Form.Item label={tr('generalApp.form.contact')} required>
            <Input value={contact} onChange={setContact} maxLength={60} type="tel" data-testid="ga-contact" />
          </Form.Item>
          <Form.Item label={tr('generalApp.form.repeat')}>
            <Switch checked={repeat} onChange={setRepeat} />
          </Form.Item>
          {repeat ? (
            <>
              <Form.Item label={tr('generalApp.form.weekdays')}>
                <Selector
                  multiple
                  columns={4}
                  value={weekdays}
                  onChange={setWeekdays}
                  options={[1, 2, 3, 4, 5, 6, 0].map((d) => ({ label: wd(d), value: String(d) }))}
                />
              </Form.Item>
              <Form.Item label={tr('generalApp.form.until')}>
                <Input type="date" value={until} onChange={setUntil} />
              </Form.Item>
            </>
          ) : null}
        </Form>
        <Button
          block
          color="primary"
          loading={busy}
          disabled={!startsAt || (repeat && (!weekdays.length || !until))}
          onClick={() => void submit()}
          data-testid="ga-submit"
          style={{ marginTop: 16 }}
        >
          {tr('generalApp.form.submit')}
        </Button>
      </div>
    </Page>
  );
}
