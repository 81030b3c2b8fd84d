/** activity/addnew: create an activity, or edit one with `?id=` (its organiser or a manager). */
import { ACTIVITY_CATEGORIES, type ActivityCategory } from '@campus/api';
import { Button, Form, Input, Selector, Switch, TextArea, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api';
import { compressToBlob, jpegName } from '../../../lib/compress';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { DateField } from '../DateField';
import { activityApi, uploadApi } from './endpoints';
import { fromLocalInput, idParam, toLocalInput } from './format';
import './activity.css';

interface Values {
  title: string;
  category: ActivityCategory[];
  organiser: string;
  place: string;
  description: string;
  startsAt: string;
  endsAt: string;
  signupOpenAt: string;
  signupCloseAt: string;
  capacity: string;
  needsApproval: boolean;
  published: boolean;
}

const TIME_FIELDS = ['signupOpenAt', 'signupCloseAt', 'startsAt', 'endsAt'] as const;
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** The description is typed as plain text on the phone: paragraphs become <p>. */
const toHtml = (s: string) =>
  s
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
const toText = (html: string) => {
  const d = document.createElement('div');
  d.innerHTML = html.replace(/<\/p>/g, '\n\n').replace(/<br\s*\/?>/g, '\n');
  return (d.textContent ?? '').trim();
};

export default function AddNew() {
  const tr = useT();
  const navigate = useNavigate();
  const id = idParam(useLocation().search);
  const [form] = Form.useForm<Values>();
  const [cover, setCover] = useState<{ id: string; url: string }>({ id: '', url: '' });
  const [audience, setAudience] = useState<unknown>({ site: true });
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!id) {
      const h = Math.floor(Date.now() / 3600000) * 3600;
      form.setFieldsValue({
        category: ['academic'],
        signupOpenAt: toLocalInput(h),
        signupCloseAt: toLocalInput(h + 86400 * 3),
        startsAt: toLocalInput(h + 86400 * 4),
        endsAt: toLocalInput(h + 86400 * 4 + 7200),
        needsApproval: false,
        published: true,
      });
      return;
    }
    api(activityApi.manageDetail, { id })
      .then((a) => {
        setCover({ id: a.coverId, url: a.cover });
        setAudience(a.audience);
        form.setFieldsValue({
          title: a.title,
          category: [a.category],
          organiser: a.organiser,
          place: a.place,
          description: toText(a.description),
          startsAt: toLocalInput(a.startsAt),
          endsAt: toLocalInput(a.endsAt),
          signupOpenAt: toLocalInput(a.signupOpenAt),
          signupCloseAt: toLocalInput(a.signupCloseAt),
          capacity: a.capacity === null ? '' : String(a.capacity),
          needsApproval: a.needsApproval,
          published: a.published,
        });
      })
      .catch(toastError);
  }, [id, form]);

  async function pickCover(file: File | undefined) {
    if (!file) return;
    try {
      const blob = await compressToBlob(file, 1280);
      const fd = new FormData();
      fd.append('file', blob, jpegName(file.name));
      const up = await api(uploadApi.index, fd as unknown as Record<string, never>, { loading: true });
      setCover({ id: up.id, url: up.url });
    } catch (err) {
      toastError(err);
    }
  }

  async function submit(v: Values) {
    setSaving(true);
    try {
      const times = Object.fromEntries(TIME_FIELDS.map((k) => [k, fromLocalInput(v[k])])) as Record<(typeof TIME_FIELDS)[number], number>;
      const r = await api(activityApi.save, {
        ...(id ? { id } : {}),
        title: v.title,
        category: v.category[0] ?? 'other',
        organiser: v.organiser,
        place: v.place ?? '',
        description: toHtml(v.description ?? ''),
        coverId: cover.id,
        ...times,
        ...(v.capacity ? { capacity: Number(v.capacity) } : {}),
        needsApproval: v.needsApproval,
        published: v.published,
        audience: audience as { site: true },
      });
      Toast.show({ content: tr('activity.msg.saved'), icon: 'success' });
      navigate(`/activity/activemanage?id=${encodeURIComponent(r.id)}`, { replace: true });
    } catch (err) {
      toastError(err);
    } finally {
      setSaving(false);
    }
  }

  // A missing field names itself in the app's language (antd-mobile's own message is always Chinese).
  const required = (label: string) => [{ required: true, message: tr('activity.msg.required', { field: label }) }];
  const dt = (name: (typeof TIME_FIELDS)[number]) => (
    <Form.Item name={name} label={tr(`activity.field.${name}`)} rules={required(tr(`activity.field.${name}`))}>
      <DateField precision="minute" title={tr(`activity.field.${name}`)} testId={`activity-${name}`} />
    </Form.Item>
  );

  return (
    <Page page="activity-addnew">
      <Form
        form={form}
        onFinish={(v) => void submit(v)}
        footer={
          <Button block type="submit" color="primary" loading={saving}>
            {tr('activity.action.save')}
          </Button>
        }
      >
        <Form.Item name="title" label={tr('activity.field.title')} rules={required(tr('activity.field.title'))}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="category" label={tr('activity.field.category')} rules={required(tr('activity.field.category'))}>
          <Selector columns={3} options={ACTIVITY_CATEGORIES.map((c) => ({ value: c, label: tr(`activity.category.${c}`) }))} />
        </Form.Item>
        <Form.Item name="organiser" label={tr('activity.field.organiser')} rules={required(tr('activity.field.organiser'))}>
          <Input maxLength={80} />
        </Form.Item>
        <Form.Item label={tr('activity.field.cover')}>
          <label className="act-cover-pick" data-testid="activity-cover">
            {cover.url ? <img src={cover.url} alt="" /> : <span>+ {tr('activity.field.coverPick')}</span>}
            <input type="file" accept="image/*" hidden onChange={(e) => void pickCover(e.target.files?.[0])} />
          </label>
          {cover.url ? <div className="muted">{tr('activity.field.coverChange')}</div> : null}
        </Form.Item>
        <Form.Item name="place" label={tr('activity.field.place')}>
          <Input maxLength={200} />
        </Form.Item>
        {dt('signupOpenAt')}
        {dt('signupCloseAt')}
        {dt('startsAt')}
        {dt('endsAt')}
        <Form.Item name="capacity" label={tr('activity.field.capacity')}>
          <Input type="number" min={1} />
        </Form.Item>
        <Form.Item name="needsApproval" label={tr('activity.field.needsApproval')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="published" label={tr('activity.field.published')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="description" label={tr('activity.field.description')}>
          <TextArea rows={6} maxLength={5000} />
        </Form.Item>
      </Form>
    </Page>
  );
}
