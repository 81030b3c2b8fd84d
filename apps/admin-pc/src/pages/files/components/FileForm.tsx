/** Publish a file (upload it, then choose shelf, folder, title and who sees it) or edit one. */
import { files, upload as uploadContract, type AdminFile, type FileFolder, type FileShelf } from '@campus/api';
import { t } from '@campus/i18n';
import { ModalForm, ProForm, ProFormDependency, ProFormRadio, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { UploadOutlined } from '@ant-design/icons';
import { Button, Form, Upload, message } from 'antd';
import { useState, type ReactElement } from 'react';
import { AudienceFields, fromAudience, toAudience, type AudienceValues } from '@/components/AudienceFields';
import { markFieldError } from '@/lib/form';
import { call, upload } from '@/services/api';

interface Values extends AudienceValues {
  shelf: FileShelf;
  folderId?: string;
  title: string;
  uploadId?: string;
}

function UploadField(props: { value?: string; onChange?: (v: string) => void; onName?: (name: string) => void; hasFile: boolean }) {
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState('');
  return (
    <Upload
      showUploadList={false}
      beforeUpload={(file) => {
        setBusy(true);
        upload(uploadContract.index, { file })
          .then((res) => {
            setName(res.name);
            props.onChange?.(res.id);
            props.onName?.(res.name);
          }, () => undefined)
          .finally(() => setBusy(false));
        return false;
      }}
    >
      <Button icon={<UploadOutlined />} loading={busy} data-testid="file-upload">
        {props.hasFile || props.value ? t('adminFiles.form.replace') : t('adminFiles.form.pickFile')}
      </Button>
      {name ? <span style={{ marginLeft: 8 }}>{name}</span> : null}
    </Upload>
  );
}

export function FileForm(props: { file?: AdminFile; folders: FileFolder[]; trigger: ReactElement; onSaved: () => void }) {
  const [form] = Form.useForm<Values>();
  const f = props.file;
  const submit = async (v: Values) => {
    try {
      await call(files.save, { id: f?.id, shelf: v.shelf, folderId: v.folderId ?? '', title: v.title, uploadId: v.uploadId, audience: toAudience(v) }, { json: true });
      void message.success(t('adminFiles.saved'));
      props.onSaved();
      return true;
    } catch (err) {
      markFieldError(form, err);
      return false;
    }
  };
  return (
    <ModalForm<Values>
      form={form}
      title={f ? t('adminFiles.editFile') : t('adminFiles.newFile')}
      trigger={props.trigger}
      width={600}
      modalProps={{ destroyOnHidden: true }}
      initialValues={f ? { shelf: f.shelf, folderId: f.folderId ?? undefined, title: f.title, ...fromAudience(f.audience) } : { shelf: 'common', audienceKind: 'site' }}
      onFinish={submit}
    >
      <ProForm.Item name="uploadId" label={t('adminFiles.form.file')} extra={t('adminFiles.form.fileHint')} rules={f ? [] : [{ required: true, message: t('adminFiles.form.pickFile') }]}>
        <UploadField hasFile={!!f} onName={(name) => !form.getFieldValue('title') && form.setFieldValue('title', name.replace(/\.[^.]+$/, ''))} />
      </ProForm.Item>
      <ProFormText name="title" label={t('adminFiles.col.title')} rules={[{ required: true, max: 120 }]} />
      <ProFormRadio.Group name="shelf" label={t('adminFiles.col.shelf')} options={(['common', 'shared'] as const).map((s) => ({ value: s, label: t(`adminFiles.shelf.${s}`) }))} />
      <ProFormDependency name={['shelf']}>
        {({ shelf }) => (
          <ProFormSelect name="folderId" label={t('adminFiles.col.folder')} allowClear options={props.folders.filter((x) => x.shelf === shelf).map((x) => ({ value: x.id, label: x.name }))} />
        )}
      </ProFormDependency>
      <AudienceFields />
    </ModalForm>
  );
}
