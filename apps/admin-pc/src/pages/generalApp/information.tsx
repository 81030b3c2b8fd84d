/**
 * generalAppPc/information: create or edit a space — description, photos, capacity or
 * whole-space booking, opening hours per weekday, slot length, horizon, per-person limits,
 * audience, approval (and named approvers), check-in with a grace window.
 */
import { GA_CATEGORIES, generalApp, type InputOf } from '@campus/api';
import { t } from '@campus/i18n';
import {
  PageContainer,
  ProForm,
  ProFormDigit,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { history, useSearchParams } from '@umijs/max';
import { Button, Card, Form, message, type FormInstance } from 'antd';
import { useRef } from 'react';
import { markFieldError } from '@/lib/form';
import { useLang } from '@/lib/lang';
import { call } from '@/services/api';
import { hoursFromForm, hoursToForm } from './components/logic';
import { PhotosField } from './components/PhotosField';

const ROLE_CODES = ['student', 'teacher', 'counselor', 'leader', 'manager'];
const WEEK = [1, 2, 3, 4, 5, 6, 0];
type SaveInput = InputOf<typeof generalApp.saveSpace>;

export default function SpaceInformation() {
  useLang();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const formRef = useRef<FormInstance>();

  async function load() {
    if (!id) {
      return {
        category: 'meeting',
        capacity: 10,
        slotMinutes: 60,
        horizonDays: 7,
        perDay: 0,
        perWeek: 0,
        graceMinutes: 15,
        enabled: true,
        audienceSite: true,
        photos: [],
        sort: 0,
        ...hoursToForm(Array.from({ length: 7 }, () => [{ from: '08:00', to: '22:00' }])),
      };
    }
    const s = await call(generalApp.manageSpace, { id });
    const aud = (s.audience ?? {}) as { site?: boolean; roles?: string[] };
    return {
      ...s,
      ...hoursToForm(s.hours),
      audienceSite: !!aud.site,
      audienceRoles: aud.roles ?? [],
      approvers: s.approvers.map((a) => a.id),
    };
  }

  async function save(v: Record<string, unknown>) {
    const h = hoursFromForm(v);
    if ('bad' in h) {
      formRef.current?.setFields([{ name: h.bad.field, errors: [h.bad.piece] }]);
      return false;
    }
    const body = {
      ...(id ? { id } : {}),
      name: v.name,
      category: v.category,
      location: v.location ?? '',
      photos: v.photos ?? [],
      description: v.description ?? '',
      capacity: v.capacity,
      whole: !!v.whole,
      hours: h.hours,
      slotMinutes: v.slotMinutes,
      horizonDays: v.horizonDays,
      perDay: v.perDay ?? 0,
      perWeek: v.perWeek ?? 0,
      audience: v.audienceSite ? { site: true } : { roles: (v.audienceRoles as string[] | undefined) ?? [] },
      approval: !!v.approval,
      approvers: (v.approvers as string[] | undefined) ?? [],
      checkin: !!v.checkin,
      graceMinutes: v.graceMinutes ?? 15,
      enabled: !!v.enabled,
      sort: v.sort ?? 0,
    } as SaveInput;
    try {
      await call(generalApp.saveSpace, body);
      void message.success(t('adminGeneralApp.action.saved'));
      history.push('/booking/generalApp?tab=manage');
      return true;
    } catch (err) {
      // The API's `hours.<weekday>…` is the form's one text per weekday, `hours<weekday>`.
      markFieldError(formRef.current, err, (f) => f.replace(/^hours\.(\d)(\..*)?$/, 'hours$1'));
      return false;
    }
  }

  return (
    <PageContainer
      title={id ? t('adminGeneralApp.information.edit') : t('adminGeneralApp.information.create')}
      extra={
        <Button onClick={() => history.push('/booking/generalApp?tab=manage')}>
          {t('adminGeneralApp.information.back')}
        </Button>
      }
    >
      <Card>
        <ProForm
          formRef={formRef}
          request={load}
          onFinish={save}
          layout="horizontal"
          labelCol={{ span: 6 }}
          wrapperCol={{ span: 14 }}
          submitter={{ searchConfig: { submitText: t('adminGeneralApp.action.save') }, resetButtonProps: false }}
        >
          <ProFormText
            name="name"
            label={t('adminGeneralApp.field.name')}
            rules={[{ required: true }]}
            fieldProps={{ maxLength: 80, 'data-testid': 'ga-f-name' } as object}
          />
          <ProFormSelect
            name="category"
            label={t('adminGeneralApp.field.category')}
            rules={[{ required: true }]}
            options={GA_CATEGORIES.map((c) => ({ value: c, label: t(`adminGeneralApp.category.${c}`) }))}
          />
          <ProFormText name="location" label={t('adminGeneralApp.field.location')} fieldProps={{ maxLength: 200 }} />
          <Form.Item name="photos" label={t('adminGeneralApp.field.photos')}>
            <PhotosField />
          </Form.Item>
          <ProFormTextArea
            name="description"
            label={t('adminGeneralApp.field.description')}
            fieldProps={{ maxLength: 5000, rows: 4 }}
          />
          <ProFormDigit
            name="capacity"
            label={t('adminGeneralApp.field.capacity')}
            min={1}
            max={10000}
            rules={[{ required: true }]}
          />
          <ProFormSwitch name="whole" label={t('adminGeneralApp.field.whole')} />
          {WEEK.map((d) => (
            <ProFormText
              key={d}
              name={`hours${d}`}
              label={`${t('adminGeneralApp.field.hours')} · ${t(`adminGeneralApp.weekday.d${d}` as 'adminGeneralApp.weekday.d0')}`}
              placeholder="08:00-12:00, 14:00-22:00"
            />
          ))}
          <ProFormDigit
            name="slotMinutes"
            label={t('adminGeneralApp.field.slotMinutes')}
            min={10}
            max={720}
            rules={[{ required: true }]}
          />
          <ProFormDigit
            name="horizonDays"
            label={t('adminGeneralApp.field.horizonDays')}
            min={1}
            max={180}
            rules={[{ required: true }]}
          />
          <ProFormDigit name="perDay" label={t('adminGeneralApp.field.perDay')} min={0} max={100} />
          <ProFormDigit name="perWeek" label={t('adminGeneralApp.field.perWeek')} min={0} max={500} />
          <ProFormSwitch name="audienceSite" label={t('adminGeneralApp.field.audienceSite')} />
          <ProFormSelect
            name="audienceRoles"
            label={t('adminGeneralApp.field.audienceRoles')}
            mode="tags"
            options={ROLE_CODES.map((r) => ({ value: r, label: r }))}
          />
          <ProFormSwitch name="approval" label={t('adminGeneralApp.field.approval')} />
          <ProFormSelect name="approvers" label={t('adminGeneralApp.field.approvers')} mode="tags" options={[]} />
          <ProFormSwitch name="checkin" label={t('adminGeneralApp.field.checkin')} />
          <ProFormDigit name="graceMinutes" label={t('adminGeneralApp.field.graceMinutes')} min={0} max={240} />
          <ProFormSwitch name="enabled" label={t('adminGeneralApp.field.enabled')} />
          <ProFormDigit name="sort" label={t('adminGeneralApp.field.sort')} min={0} max={100000} />
        </ProForm>
      </Card>
    </PageContainer>
  );
}
