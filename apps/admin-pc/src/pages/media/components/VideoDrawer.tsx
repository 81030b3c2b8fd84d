/** Create or edit a video: title, summary, the mp4 upload, a cover image, published or not. */
import { media, type Video } from '@campus/api';
import { t } from '@campus/i18n';
import { DrawerForm, ProFormItem, ProFormSwitch, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Form } from 'antd';
import type { ReactElement } from 'react';
import { markFieldError } from '@/lib/form';
import { CoverField } from '@/pages/content/components/UploadFields';
import { call } from '@/services/api';
import { VideoFileField } from './fields';

interface Values {
  title: string;
  summary?: string;
  src?: string;
  cover?: string;
  published: boolean;
}

export function VideoDrawer(props: { video?: Video; trigger: ReactElement; onDone: () => void }) {
  const { video } = props;
  const [form] = Form.useForm<Values>();
  const initial: Partial<Values> = video
    ? { title: video.title, summary: video.summary, src: video.src, cover: video.cover || undefined, published: video.published }
    : { published: true };

  const submit = async (v: Values): Promise<boolean> => {
    try {
      await call(media.videoSave, {
        ...(video ? { id: video.id } : {}),
        title: v.title,
        summary: v.summary ?? '',
        src: v.src ?? '',
        cover: v.cover ?? '',
        published: v.published,
      });
      props.onDone();
      return true;
    } catch (err) {
      markFieldError(form, err);
      return false;
    }
  };

  return (
    <DrawerForm<Values>
      form={form}
      title={video ? t('adminMedia.video.edit') : t('adminMedia.video.create')}
      trigger={props.trigger}
      width={640}
      drawerProps={{ destroyOnHidden: true }}
      initialValues={initial}
      onFinish={submit}
      submitter={{ searchConfig: { submitText: t('adminMedia.actions.save') } }}
    >
      <ProFormText name="title" label={t('adminMedia.video.title')} rules={[{ required: true, whitespace: true, max: 200 }]} />
      <ProFormTextArea name="summary" label={t('adminMedia.video.summary')} rules={[{ max: 2000 }]} fieldProps={{ rows: 3 }} />
      <ProFormItem
        name="src"
        label={t('adminMedia.video.file')}
        extra={t('adminMedia.video.fileHelp')}
        rules={[{ required: true, message: t('adminMedia.video.fileRequired') }]}
      >
        <VideoFileField />
      </ProFormItem>
      <ProFormItem name="cover" label={t('adminMedia.video.cover')}>
        <CoverField />
      </ProFormItem>
      <ProFormSwitch name="published" label={t('adminMedia.video.published')} extra={t('adminMedia.video.publishedHelp')} />
    </DrawerForm>
  );
}
