/** Create or edit an activity (activity.save; managers may edit any of the site). */
import { ACTIVITY_CATEGORIES, activity, audienceOptions } from '@campus/api';
import { t } from '@campus/i18n';
import {
  ModalForm,
  ProForm,
  ProFormDateTimeRangePicker,
  ProFormDigit,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { message, type FormInstance } from 'antd';
import { useRef, type ReactElement } from 'react';
import { markFieldError } from '@/lib/form';
import { wallText } from '@/lib/time';
import { call } from '@/services/api';
import { toSaveInput, type ActivityFormValues } from '../form';
import { CoverField, type CoverValue } from './CoverField';

type Values = ActivityFormValues & { cover?: CoverValue };

export function ActivityForm(props: { id?: string; trigger: ReactElement; onSaved: () => void }) {
  const formRef = useRef<FormInstance<Values>>();
  return (
    <ModalForm<Values>
      formRef={formRef}
      title={t(props.id ? 'adminActivity.edit' : 'adminActivity.new')}
      trigger={props.trigger}
      width={720}
      modalProps={{ destroyOnClose: true }}
      request={async () => {
        if (!props.id) return { category: 'academic', published: true, site: true } as Values;
        const a = await call(activity.manageDetail, { id: props.id });
        const aud = (a.audience ?? {}) as { site?: boolean; roles?: string[]; departments?: string[] };
        return {
          title: a.title,
          category: a.category,
          organiser: a.organiser,
          place: a.place,
          description: a.description,
          time: [wallText(a.startsAt), wallText(a.endsAt)],
          signup: [wallText(a.signupOpenAt), wallText(a.signupCloseAt)],
          capacity: a.capacity,
          needsApproval: a.needsApproval,
          published: a.published,
          site: !!aud.site,
          roles: aud.roles ?? [],
          departments: aud.departments ?? [],
          cover: { id: a.coverId, url: a.cover },
        } as Values;
      }}
      onFinish={async (v) => {
        try {
          await call(activity.save, toSaveInput(v, props.id, v.cover?.id ?? ''));
        } catch (err) {
          markFieldError(formRef.current, err);
          return false;
        }
        message.success(t('adminActivity.act.saved'));
        props.onSaved();
        return true;
      }}
    >
      <ProFormText name="title" label={t('adminActivity.col.title')} rules={[{ required: true, max: 120 }]} />
      <ProFormSelect
        name="category"
        label={t('adminActivity.col.category')}
        rules={[{ required: true }]}
        options={ACTIVITY_CATEGORIES.map((c) => ({ value: c, label: t(`adminActivity.category.${c}`) }))}
      />
      <ProFormText name="organiser" label={t('adminActivity.col.organiser')} rules={[{ required: true, max: 80 }]} />
      <ProFormText name="place" label={t('adminActivity.col.place')} />
      <ProForm.Item name="cover" label={t('adminActivity.col.cover')}>
        <CoverField />
      </ProForm.Item>
      <ProFormDateTimeRangePicker name="time" label={`${t('adminActivity.col.startsAt')} / ${t('adminActivity.col.endsAt')}`} rules={[{ required: true }]} />
      <ProFormDateTimeRangePicker name="signup" label={`${t('adminActivity.col.signupOpenAt')} / ${t('adminActivity.col.signupCloseAt')}`} rules={[{ required: true }]} />
      <ProFormDigit name="capacity" label={t('adminActivity.col.capacity')} tooltip={t('adminActivity.col.capacityHelp')} min={1} fieldProps={{ precision: 0 }} />
      <ProFormSwitch name="needsApproval" label={t('adminActivity.col.needsApproval')} />
      <ProFormSwitch name="published" label={t('adminActivity.col.published')} />
      <ProFormSwitch name="site" label={t('adminActivity.col.audienceSite')} />
      <ProFormSelect
        name="roles"
        mode="multiple"
        label={t('adminActivity.col.roles')}
        request={async () => (await call(audienceOptions.options, {})).roles.map((r) => ({ value: r.code, label: r.name }))}
      />
      <ProFormSelect
        name="departments"
        mode="multiple"
        label={t('adminActivity.col.departments')}
        request={async () => (await call(audienceOptions.options, {})).departments.map((d) => ({ value: d.id, label: d.name }))}
      />
      <ProFormTextArea name="description" label={t('adminActivity.col.description')} fieldProps={{ rows: 6 }} />
    </ModalForm>
  );
}
