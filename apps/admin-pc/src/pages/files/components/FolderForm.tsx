/** Create or rename a folder of a shelf. */
import { files, type FileFolder, type FileShelf } from '@campus/api';
import { t } from '@campus/i18n';
import { ModalForm, ProFormDigit, ProFormRadio, ProFormText } from '@ant-design/pro-components';
import { Form, message } from 'antd';
import type { ReactElement } from 'react';
import { markFieldError } from '@/lib/form';
import { call } from '@/services/api';

interface Values {
  shelf: FileShelf;
  name: string;
  sort?: number;
}

export function FolderForm(props: { folder?: FileFolder; trigger: ReactElement; onSaved: () => void }) {
  const [form] = Form.useForm<Values>();
  const f = props.folder;
  return (
    <ModalForm<Values>
      form={form}
      title={f ? t('adminFiles.editFolder') : t('adminFiles.newFolder')}
      trigger={props.trigger}
      width={420}
      modalProps={{ destroyOnHidden: true }}
      initialValues={f ? { shelf: f.shelf, name: f.name, sort: f.sort } : { shelf: 'common', sort: 0 }}
      onFinish={async (v) => {
        try {
          await call(files.saveFolder, { id: f?.id, shelf: v.shelf, name: v.name, sort: v.sort ?? 0 });
          void message.success(t('adminFiles.saved'));
          props.onSaved();
          return true;
        } catch (err) {
          markFieldError(form, err);
          return false;
        }
      }}
    >
      <ProFormRadio.Group name="shelf" label={t('adminFiles.col.shelf')} disabled={!!f} options={(['common', 'shared'] as const).map((s) => ({ value: s, label: t(`adminFiles.shelf.${s}`) }))} />
      <ProFormText name="name" label={t('adminFiles.col.folder')} rules={[{ required: true, max: 60 }]} />
      <ProFormDigit name="sort" label={t('adminFiles.col.sort')} min={0} max={100000} fieldProps={{ precision: 0 }} />
    </ModalForm>
  );
}
