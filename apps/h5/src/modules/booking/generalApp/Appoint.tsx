/**
 * generalApp/appoint: the booking form for a chosen slot — purpose, people, phone — optionally
 * repeated weekly on chosen weekdays until a date. A series answers with what it skipped; a
 * refusal stays on the form (over a limit: which, and how many are held) with what was typed.
 */
import type { OutputOf } from '@campus/api';
import { ApiError } from '@campus/api/client';
import { Button, Form, Input, List, Result, Selector, Stepper, Switch, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { errorText, toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { DateField } from '../DateField';
import { generalAppApi } from './endpoints';
import { addDays, spanText, weekdayOf } from './format';
import { useLoad } from './parts/hooks';
import { Notice } from './parts/Notice';
import { limitReached, type LimitReached } from './refusal';
import './generalApp.css';

type Series = OutputOf<typeof generalAppApi.appointRepeat>;

interface Values {
  purpose: string;
  attendees: number;
  contact: string;
  repeat: boolean;
  weekdays: string[];
  until: string;
}

export default function Appoint() {
  const tr = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const spaceId = params.get('spaceId') ?? '';
  const startsAt = Number(params.get('startsAt') ?? 0);
  const slot = { day: params.get('day') ?? '', from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const { data: space } = useLoad(() => api(generalAppApi.space, { id: spaceId }), [spaceId], !!spaceId);
  const firstDay = slot.day;
  const [form] = Form.useForm<Values>();
  const repeat = Form.useWatch('repeat', form);
  const [busy, setBusy] = useState(false);
  const [series, setSeries] = useState<Series | null>(null);
  const [refused, setRefused] = useState<{ text: string; limit: LimitReached | null } | null>(null);

  async function submit(v: Values) {
    const body = { spaceId, startsAt, attendees: v.attendees, purpose: v.purpose.trim(), contact: v.contact.trim() };
    setBusy(true);
    setRefused(null);
    try {
      if (v.repeat) {
        setSeries(
          await api(generalAppApi.appointRepeat, { ...body, weekdays: v.weekdays.map(Number), until: v.until }),
        );
      } else {
        const a = await api(generalAppApi.appoint, body);
        Toast.show({
          content: tr(a.status === 'pending' ? 'generalApp.form.pending' : 'generalApp.form.booked'),
          icon: 'success',
        });
        navigate(`/generalApp/details?id=${encodeURIComponent(a.id)}`, { replace: true });
      }
    } catch (err) {
      // The server's refusal stays above the form, which keeps what was typed; a failure the
      // client already showed (network, 系统异常, login) is not repeated.
      if (err instanceof ApiError && !err.handled) setRefused({ text: errorText(err), limit: limitReached(err) });
      else toastError(err);
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
  // A required field names itself in its message: 请填写用途.
  const filled = (field: 'generalApp.form.purpose' | 'generalApp.form.contact' | 'generalApp.form.until') => ({
    required: true,
    whitespace: true,
    message: tr('generalApp.form.required', { field: tr(field) }),
  });
  const picked = (field: 'generalApp.form.weekdays') => ({
    required: true,
    type: 'array' as const,
    min: 1,
    message: tr('generalApp.form.choose', { field: tr(field) }),
  });
  return (
    <Page page="ga-appoint">
      <div className="ga" style={{ maxWidth: 640 }}>
        {refused ? <Refusal {...refused} /> : null}
        <Form
          form={form}
          layout="horizontal"
          initialValues={{
            attendees: 1,
            repeat: false,
            weekdays: firstDay ? [String(weekdayOf(firstDay))] : [],
            until: firstDay ? addDays(firstDay, 28) : '',
          }}
          onFinish={(v) => void submit(v)}
          footer={
            <Button block type="submit" color="primary" loading={busy} data-testid="ga-submit">
              {tr('generalApp.form.submit')}
            </Button>
          }
        >
          <Form.Item label={tr('generalApp.detail.space')}>{space?.name}</Form.Item>
          <Form.Item label={tr('generalApp.form.slot')}>{slot.day ? spanText(slot) : ''}</Form.Item>
          <Form.Item name="purpose" label={tr('generalApp.form.purpose')} rules={[filled('generalApp.form.purpose')]}>
            <TextArea
              maxLength={500}
              rows={3}
              placeholder={tr('generalApp.form.purposePlaceholder')}
              data-testid="ga-purpose"
            />
          </Form.Item>
          <Form.Item name="attendees" label={tr('generalApp.form.attendees')} required>
            <Stepper min={1} max={space?.capacity ?? 1} />
          </Form.Item>
          <Form.Item name="contact" label={tr('generalApp.form.contact')} rules={[filled('generalApp.form.contact')]}>
            <Input
              maxLength={60}
              type="tel"
              placeholder={tr('generalApp.form.contactPlaceholder')}
              data-testid="ga-contact"
            />
          </Form.Item>
          <Form.Item name="repeat" label={tr('generalApp.form.repeat')} valuePropName="checked">
            <Switch />
          </Form.Item>
          {repeat ? (
            <>
              <Form.Item
                name="weekdays"
                label={tr('generalApp.form.weekdays')}
                rules={[picked('generalApp.form.weekdays')]}
              >
                <Selector
                  multiple
                  columns={4}
                  options={[1, 2, 3, 4, 5, 6, 0].map((d) => ({ label: wd(d), value: String(d) }))}
                />
              </Form.Item>
              <Form.Item name="until" label={tr('generalApp.form.until')} rules={[filled('generalApp.form.until')]}>
                <DateField title={tr('generalApp.form.until')} min={firstDay} testId="ga-until" />
              </Form.Item>
            </>
          ) : null}
        </Form>
      </div>
    </Page>
  );
}

/** The server's refusal, kept above the form until the next submit. */
function Refusal(props: { text: string; limit: LimitReached | null }) {
  const tr = useT();
  const navigate = useNavigate();
  const { limit } = props;
  return (
    <div className="ga-refused" role="alert" data-testid="ga-refused">
      <strong>{limit ? tr(limit.period === 'day' ? 'generalApp.form.dayLimit' : 'generalApp.form.weekLimit') : tr('generalApp.form.refused')}</strong>
      <p>
        {limit
          ? tr(limit.period === 'day' ? 'generalApp.form.dayDetail' : 'generalApp.form.weekDetail', { max: limit.max, used: limit.used })
          : props.text}
      </p>
      <p className="ga-muted">{tr('generalApp.form.kept')}</p>
      {limit ? (
        <Button size="small" fill="outline" onClick={() => navigate('/generalApp/myAppointment')} data-testid="ga-refused-mine">
          {tr('generalApp.form.viewMine')}
        </Button>
      ) : null}
    </div>
  );
}
