/**
 * Create or edit an item of one kind: title, summary, category, cover, rich-text body,
 * attachments, audience, expiry, required reading, pin; then keep it as a draft, publish it now
 * or schedule it. A published item stays published when edited.
 */
import { content, type Audience, type ContentCategory, type ContentItem, type ContentKind } from '@campus/api';
import { t } from '@campus/i18n';
import {
  DrawerForm,
  ProFormDateTimePicker,
  ProFormDependency,
  ProFormItem,
  ProFormRadio,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { Button, Form } from 'antd';
import { useState, type ReactElement } from 'react';
import { markFieldError } from '@/lib/form';
import { pickerValue, toSeconds } from '@/lib/table';
import { call } from '@/services/api';
import { cleanAudience } from './audience';
import { AudiencePicker, audienceRule } from './AudiencePicker';
import type { AudienceOptions } from './audienceOptions';
import { usesRequired, usesSlug } from './kinds';
import { PreviewModal } from './PreviewModal';
import { RichEditor } from './RichEditor';
import { AttachmentsField, CoverField, type AttachmentValue } from './UploadFields';

export type PublishMode = 'draft' | 'now' | 'schedule';

interface Values {
  title: string;
  summary?: string;
  categoryId?: string;
  slug?: string;
  cover?: string;
  body?: string;
  attachments?: AttachmentValue[];
  audience: Audience;
  expireAt?: unknown;
  required?: boolean;
  pinned?: boolean;
  publishMode: PublishMode;
  publishAt?: unknown;
}

function initial(item?: ContentItem): Partial<Values> {
  if (!item) return { audience: { site: true }, publishMode: 'draft', attachments: [], body: '', required: false, pinned: false };
  return {
    title: item.title,
    summary: item.summary,
    categoryId: item.categoryId ?? undefined,
    slug: item.slug ?? undefined,
    cover: item.cover || undefined,
    body: item.body,
    attachments: item.attachments.map((a) => ({ url: a.url, name: a.name })),
    audience: item.audience,
    expireAt: pickerValue(item.expireAt),
    required: item.required,
    pinned: item.pinned,
    publishMode: item.status === 'published' ? 'now' : 'draft',
    publishAt: item.scheduled ? pickerValue(item.publishAt) : undefined,
  };
}

export function ContentDrawer(props: {
  kind: ContentKind;
  item?: ContentItem;
  trigger: ReactElement;
  categories: ContentCategory[];
  audienceOptions: AudienceOptions;
  onDone: () => void;
}) {
  const { kind, item } = props;
  const [form] = Form.useForm<Values>();
  const [preview, setPreview] = useState<string | null>(null);
  // Live now (a scheduled item may still be published now instead).
  const published = item?.status === 'published' && !item.scheduled;

  const submit = async (v: Values): Promise<boolean> => {
    const fields = {
      title: v.title,
      summary: v.summary ?? '',
      categoryId: v.categoryId ?? '',
      ...(usesSlug(kind) ? { slug: v.slug ?? '' } : {}),
      cover: v.cover ?? '',
      body: v.body ?? '',
      attachments: (v.attachments ?? []).map((a) => a.url),
      audience: cleanAudience(v.audience),
      expireAt: toSeconds(v.expireAt) ?? '',
      required: usesRequired(kind) ? (v.required ?? false) : false,
    };
    try {
      // The contract's optional fields take '' as "none" (its `opt` preprocessing).
      const saved = item ? await call(content.update, { id: item.id, ...fields }) : await call(content.create, { kind, ...fields });
      if ((v.pinned ?? false) !== saved.pinned) await call(content.pin, { id: saved.id, pinned: v.pinned ?? false });
      if (!published && v.publishMode === 'now') await call(content.publish, { id: saved.id });
      if (v.publishMode === 'schedule') {
        const at = toSeconds(v.publishAt);
        if (at !== undefined) await call(content.publish, { id: saved.id, publishAt: at });
      }
      props.onDone();
      return true;
    } catch (err) {
      markFieldError(form, err);
      return false;
    }
  };

  return (
    <>
      <DrawerForm<Values>
        form={form}
        title={item ? t('adminContent.edit') : t('adminContent.create', { kind: t(`adminContent.kinds.${kind}`) })}
        trigger={props.trigger}
        width={880}
        drawerProps={{ destroyOnHidden: true }}
        initialValues={initial(item)}
        onFinish={submit}
        submitter={{
          searchConfig: { submitText: t('adminContent.save') },
          render: (_p, dom) => [
            <Button
              key="preview"
              data-testid="content-preview"
              onClick={() => {
                void call(content.preview, { kind, body: (form.getFieldValue('body') as string | undefined) ?? '' }).then((r) => setPreview(r.body), () => undefined);
              }}
            >
              {t('adminContent.preview')}
            </Button>,
            ...dom,
          ],
        }}
      >
        <ProFormText name="title" label={t('adminContent.fields.title')} rules={[{ required: true, max: 200 }]} />
        <ProFormTextArea name="summary" label={t('adminContent.fields.summary')} rules={[{ max: 1000 }]} fieldProps={{ rows: 2 }} />
        <ProFormSelect
          name="categoryId"
          label={t('adminContent.fields.category')}
          allowClear
          options={props.categories.map((c) => ({ value: c.id, label: c.name }))}
        />
        {usesSlug(kind) && (
          <ProFormText
            name="slug"
            label={t('adminContent.fields.slug')}
            extra={t('adminContent.fields.slugHelp')}
            rules={[{ pattern: /^[A-Za-z][A-Za-z0-9_-]{0,63}$/, message: t('adminContent.fields.slugRule') }]}
          />
        )}
        <ProFormItem name="cover" label={t('adminContent.fields.cover')}>
          <CoverField />
        </ProFormItem>
        <ProFormItem name="body" label={t('adminContent.fields.body')}>
          <RichEditor />
        </ProFormItem>
        <ProFormItem name="attachments" label={t('adminContent.fields.attachments')}>
          <AttachmentsField />
        </ProFormItem>
        <ProFormItem name="audience" label={t('adminContent.fields.audience')} rules={[audienceRule]} required>
          <AudiencePicker options={props.audienceOptions} />
        </ProFormItem>
        <ProFormDateTimePicker name="expireAt" label={t('adminContent.fields.expireAt')} extra={t('adminContent.fields.expireHelp')} />
        {usesRequired(kind) && <ProFormSwitch name="required" label={t('adminContent.fields.required')} extra={t('adminContent.fields.requiredHelp')} />}
        <ProFormSwitch name="pinned" label={t('adminContent.fields.pinned')} />
        <ProFormRadio.Group
          name="publishMode"
          label={t('adminContent.fields.publish')}
          radioType="button"
          options={[
            { value: 'draft', label: published ? t('adminContent.publishKeep') : t('adminContent.publishDraft') },
            ...(published ? [] : [{ value: 'now', label: t('adminContent.publishNow') }]),
            { value: 'schedule', label: t('adminContent.publishSchedule') },
          ]}
        />
        <ProFormDependency name={['publishMode']}>
          {({ publishMode }: { publishMode?: PublishMode }) =>
            publishMode === 'schedule' ? (
              <ProFormDateTimePicker
                name="publishAt"
                label={t('adminContent.fields.publishAt')}
                rules={[
                  { required: true },
                  {
                    validator: async (_: unknown, v: unknown) => {
                      const s = toSeconds(v);
                      if (s !== undefined && s * 1000 <= Date.now()) throw new Error(t('adminContent.fields.publishAtFuture'));
                    },
                  },
                ]}
              />
            ) : null
          }
        </ProFormDependency>
      </DrawerForm>
      <PreviewModal html={preview} onClose={() => setPreview(null)} />
    </>
  );
}
