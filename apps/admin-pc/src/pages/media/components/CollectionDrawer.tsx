/**
 * Create or edit a photo collection: title, description, cover, and its photos in order with
 * captions. Editing loads the collection's photos first (the list rows carry only a count).
 */
import { media } from '@campus/api';
import { t } from '@campus/i18n';
import { DrawerForm, ProFormItem, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Form } from 'antd';
import type { ReactElement } from 'react';
import { markFieldError } from '@/lib/form';
import { CoverField } from '@/pages/content/components/UploadFields';
import { call } from '@/services/api';
import { PhotosField } from './fields';
import { MAX_PHOTOS, photosPayload, type PhotoValue } from './photos';

interface Values {
  title: string;
  description?: string;
  cover?: string;
  photos?: PhotoValue[];
}

export function CollectionDrawer(props: { id?: string; trigger: ReactElement; onDone: () => void }) {
  const { id } = props;
  const [form] = Form.useForm<Values>();

  const submit = async (v: Values): Promise<boolean> => {
    try {
      // JSON body: the photo list is an array of objects.
      await call(
        media.collectionSave,
        {
          ...(id ? { id } : {}),
          title: v.title,
          description: v.description ?? '',
          cover: v.cover ?? '',
          photos: photosPayload(v.photos ?? []),
        },
        { json: true },
      );
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
      title={id ? t('adminMedia.collection.edit') : t('adminMedia.collection.create')}
      trigger={props.trigger}
      width={720}
      drawerProps={{ destroyOnHidden: true }}
      request={async () => {
        if (!id) return { photos: [] } as unknown as Values; // a new collection: nothing to load
        const c = await call(media.collectionDetail, { id });
        // The server answers the first photo as the cover when none was chosen: keep that automatic.
        const cover = c.cover && c.cover !== c.photos[0]?.url ? c.cover : undefined;
        return { title: c.title, description: c.description, cover, photos: c.photos };
      }}
      onFinish={submit}
      submitter={{ searchConfig: { submitText: t('adminMedia.actions.save') } }}
    >
      <ProFormText name="title" label={t('adminMedia.collection.title')} rules={[{ required: true, whitespace: true, max: 200 }]} />
      <ProFormTextArea name="description" label={t('adminMedia.collection.description')} rules={[{ max: 2000 }]} fieldProps={{ rows: 3 }} />
      <ProFormItem name="cover" label={t('adminMedia.collection.cover')} extra={t('adminMedia.collection.coverHelp')}>
        <CoverField />
      </ProFormItem>
      <ProFormItem name="photos" label={t('adminMedia.collection.photos')} extra={t('adminMedia.collection.photosHelp', { n: MAX_PHOTOS })}>
        <PhotosField />
      </ProFormItem>
    </DrawerForm>
  );
}
