/** Areas and their buildings (the report form offers the buildings of the area picked). */
import { repair, type RepairArea } from '@campus/api';
import { t } from '@campus/i18n';
import { PlusOutlined } from '@ant-design/icons';
import { ModalForm, ProFormDigit, ProFormSwitch, ProFormText, ProFormTextArea, ProTable } from '@ant-design/pro-components';
import { Button, Form, Space, Tag, message } from 'antd';
import type { ReactElement } from 'react';
import { markFieldError } from '@/lib/form';
import { call } from '@/services/api';
import { buildingsOf } from '../sla';

interface Values {
  name: string;
  buildings?: string;
  sort?: number;
  active: boolean;
}

function AreaForm(props: { area?: RepairArea; trigger: ReactElement; onSaved: () => void }) {
  const a = props.area;
  const [form] = Form.useForm<Values>();
  return (
    <ModalForm<Values>
      form={form}
      title={t(a ? 'adminRepair.setup.edit' : 'adminRepair.setup.create')}
      trigger={props.trigger}
      width={480}
      initialValues={a ? { name: a.name, buildings: a.buildings.join('\n'), sort: a.sort, active: a.active } : { name: '', buildings: '', sort: 0, active: true }}
      modalProps={{ destroyOnHidden: true }}
      onFinish={async (v) => {
        try {
          await call(repair.saveArea, { ...(a ? { id: a.id } : {}), name: v.name.trim(), buildings: buildingsOf(v.buildings), sort: v.sort ?? 0, active: v.active });
        } catch (err) {
          markFieldError(form, err);
          return false;
        }
        message.success(t('adminRepair.setup.saved'));
        props.onSaved();
        return true;
      }}
    >
      <ProFormText name="name" label={t('adminRepair.setup.name')} rules={[{ required: true, whitespace: true, max: 30 }]} />
      <ProFormTextArea name="buildings" label={t('adminRepair.setup.buildings')} extra={t('adminRepair.setup.buildingsHelp')} fieldProps={{ rows: 5 }} />
      <ProFormDigit name="sort" label={t('adminRepair.setup.sort')} min={0} max={9999} fieldProps={{ precision: 0 }} />
      <ProFormSwitch name="active" label={t('adminRepair.setup.active')} />
    </ModalForm>
  );
}

export function AreasTab(props: { list: RepairArea[]; onSaved: () => void }) {
  return (
    <ProTable<RepairArea>
      rowKey="id"
      search={false}
      pagination={false}
      dataSource={props.list}
      options={false}
      toolBarRender={() => [<AreaForm key="new" onSaved={props.onSaved} trigger={<Button type="primary" icon={<PlusOutlined />}>{t('adminRepair.setup.create')}</Button>} />]}
      columns={[
        { title: t('adminRepair.setup.name'), dataIndex: 'name', width: 160 },
        {
          title: t('adminRepair.setup.buildings'),
          dataIndex: 'buildings',
          render: (_, a) => (
            <Space size={[4, 4]} wrap>
              {a.buildings.map((b) => (
                <Tag key={b}>{b}</Tag>
              ))}
            </Space>
          ),
        },
        { title: t('adminRepair.setup.sort'), dataIndex: 'sort', width: 80 },
        { title: t('adminRepair.setup.active'), dataIndex: 'active', width: 90, render: (_, a) => (a.active ? <Tag color="green">{t('adminRepair.setup.active')}</Tag> : <Tag>{t('adminRepair.setup.inactive')}</Tag>) },
        { title: t('adminRepair.actions'), valueType: 'option', width: 90, render: (_, a) => [<AreaForm key="edit" area={a} onSaved={props.onSaved} trigger={<a>{t('adminRepair.setup.edit')}</a>} />] },
      ]}
    />
  );
}
