/**
 * Draft and send a document: kind, title, number prefix (the server numbers it), issuing unit
 * and red header, urgency and secrecy, the body, attachments, and the receivers — units from the
 * department tree (search, select all) and named people.
 */
import { DOC_KINDS, DOC_SECRECIES, DOC_URGENCIES, audienceOptions, documentContract, upload as uploadContract, type DocUnit, type UploadedFile } from '@campus/api';
import { t } from '@campus/i18n';
import { DrawerForm, ProForm, ProFormRadio, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { UploadOutlined } from '@ant-design/icons';
import { Button, Form, Space, TreeSelect, Upload, message } from 'antd';
import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { markFieldError } from '@/lib/form';
import { call, upload } from '@/services/api';
import { textToHtml } from '@campus/api/rules';
import { unitTree } from '../shape';
import { dateText } from '@/lib/time';

interface Values {
  kind: (typeof DOC_KINDS)[number];
  title: string;
  numberPrefix?: string;
  issuer: string;
  headerText?: string;
  headerColor?: string;
  urgency: (typeof DOC_URGENCIES)[number];
  secrecy: (typeof DOC_SECRECIES)[number];
  body: string;
  departments?: string[];
  users?: { value: string; label: string }[];
  attachments?: UploadedFile[];
}

function AttachmentsField(props: { value?: UploadedFile[]; onChange?: (v: UploadedFile[]) => void }) {
  const [busy, setBusy] = useState(false);
  const list = props.value ?? [];
  return (
    <div>
      {list.map((f) => (
        <div key={f.id}>
          📎 {f.name}{' '}
          <a onClick={() => props.onChange?.(list.filter((x) => x.id !== f.id))}>×</a>
        </div>
      ))}
      <Upload
        showUploadList={false}
        beforeUpload={(file) => {
          setBusy(true);
          upload(uploadContract.index, { file })
            .then((res) => props.onChange?.([...list, res]), () => undefined)
            .finally(() => setBusy(false));
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy}>
          {t('document.upload')}
        </Button>
      </Upload>
    </div>
  );
}

function UnitsField(props: { value?: string[]; onChange?: (v: string[]) => void; units: DocUnit[] }) {
  const tree = useMemo(() => unitTree(props.units), [props.units]);
  return (
    <Space.Compact style={{ width: '100%' }}>
      <TreeSelect
        data-testid="doc-units"
        style={{ width: '100%' }}
        treeData={tree}
        value={props.value ?? []}
        onChange={(v: string[]) => props.onChange?.(v)}
        treeCheckable
        treeCheckStrictly={false}
        showCheckedStrategy={TreeSelect.SHOW_ALL}
        showSearch
        treeNodeFilterProp="title"
        treeDefaultExpandAll
        placeholder={t('adminDocument.searchUnits')}
        allowClear
      />
      <Button onClick={() => props.onChange?.(props.units.map((u) => u.id))}>{t('document.selectAll')}</Button>
    </Space.Compact>
  );
}

export function ComposeForm(props: { trigger: ReactElement; onSent: () => void }) {
  const [form] = Form.useForm<Values>();
  const [units, setUnits] = useState<DocUnit[]>([]);
  useEffect(() => {
    call(documentContract.units, {}).then((d) => setUnits(d.list), () => undefined);
  }, []);
  const submit = async (v: Values) => {
    try {
      const r = await call(
        documentContract.send,
        {
          kind: v.kind,
          title: v.title,
          numberPrefix: v.numberPrefix ?? '',
          issuer: v.issuer,
          headerText: v.headerText ?? '',
          headerColor: v.headerColor ?? '',
          urgency: v.urgency,
          secrecy: v.secrecy,
          body: textToHtml(v.body ?? ''),
          attachments: (v.attachments ?? []).map((a) => a.id),
          departments: v.departments ?? [],
          users: (v.users ?? []).map((u) => u.value),
        },
        { json: true },
      );
      void message.success(t('adminDocument.sentOk', { number: r.number, n: r.recipients }));
      props.onSent();
      return true;
    } catch (err) {
      markFieldError(form, err);
      return false;
    }
  };
  return (
    <DrawerForm<Values>
      form={form}
      title={t('adminDocument.compose')}
      trigger={props.trigger}
      width={720}
      drawerProps={{ destroyOnHidden: true }}
      initialValues={{ kind: 'outgoing', urgency: 'normal', secrecy: 'none', headerColor: '#d40000' }}
      onFinish={submit}
    >
      <ProFormRadio.Group name="kind" label={t('document.field.kind')} options={DOC_KINDS.map((k) => ({ value: k, label: t(`document.kind.${k}`) }))} />
      <ProFormText name="title" label={t('document.field.title')} placeholder={t('document.ph.title')} rules={[{ required: true, max: 120 }]} fieldProps={{ 'data-testid': 'doc-title' } as object} />
      <ProForm.Group>
        <ProFormText name="issuer" label={t('document.field.issuer')} placeholder={t('document.ph.issuer')} rules={[{ required: true, max: 60 }]} width="md" fieldProps={{ 'data-testid': 'doc-issuer' } as object} />
        <ProFormText name="numberPrefix" label={t('document.field.numberPrefix')} placeholder={t('document.ph.numberPrefix')} rules={[{ max: 20 }]} width="sm" extra={t('document.numberHint', { prefix: '', year: dateText(Date.now() / 1000).slice(0, 4) })} />
      </ProForm.Group>
      <ProForm.Group>
        <ProFormText name="headerText" label={t('document.field.headerText')} placeholder={t('document.ph.headerText')} rules={[{ max: 40 }]} width="md" />
        <ProFormText name="headerColor" label={t('document.field.headerColor')} rules={[{ pattern: /^#[0-9a-fA-F]{6}$/, message: '#rrggbb' }]} width="xs" />
      </ProForm.Group>
      <ProForm.Group>
        <ProFormRadio.Group name="urgency" label={t('document.field.urgency')} options={DOC_URGENCIES.map((k) => ({ value: k, label: t(`document.urgency.${k}`) }))} />
        <ProFormSelect name="secrecy" label={t('document.field.secrecy')} width="xs" options={DOC_SECRECIES.map((k) => ({ value: k, label: t(`document.secrecy.${k}`) }))} />
      </ProForm.Group>
      <ProFormTextArea name="body" label={t('document.field.body')} placeholder={t('document.ph.body')} fieldProps={{ rows: 10, 'data-testid': 'doc-body' } as object} rules={[{ required: true }]} />
      <ProForm.Item name="attachments" label={t('document.field.attachments')}>
        <AttachmentsField />
      </ProForm.Item>
      <ProForm.Item name="departments" label={t('adminDocument.departments')}>
        <UnitsField units={units} />
      </ProForm.Item>
      <ProFormSelect
        name="users"
        label={t('adminDocument.users')}
        mode="multiple"
        showSearch
        placeholder={t('document.ph.people')}
        fieldProps={{ labelInValue: true, filterOption: false }}
        debounceTime={300}
        request={async ({ keyWords }: { keyWords?: string }) => {
          const k = (keyWords ?? '').trim();
          if (!k) return [];
          const d = await call(audienceOptions.people, { keyword: k });
          return d.list.map((p) => ({ value: p.id, label: `${p.name}（${p.number || p.username}）` }));
        }}
      />
    </DrawerForm>
  );
}
