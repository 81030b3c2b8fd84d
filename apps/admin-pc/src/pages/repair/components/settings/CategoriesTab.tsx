/** Categories and their SLA: minutes to assign and to finish, edited in hours (0 = no limit). */
import { repair, type RepairCategory } from '@campus/api';
import { t } from '@campus/i18n';
import { PlusOutlined } from '@ant-design/icons';
import { ModalForm, ProFormDigit, ProFormSwitch, ProFormText, ProTable } from '@ant-design/pro-components';
import { Button, Form, Tag, message } from 'antd';
import type { ReactElement } from 'react';
import { markFieldError } from '@/lib/form';
import { call } from '@/services/api';
import { duration, hoursToMinutes, minutesToHours } from '../sla';

interface Values {
  name: string;
  assignHours?: number;
  finishHours?: number;
  sort?: number;
  active: boolean;
}

const limit = (m: number) => (m ? duration(m) : t('adminRepair.sla.none'));

function CategoryForm(props: { category?: RepairCategory; trigger: ReactElement; onSaved: () => void }) {
  const c = props.category;
  const [form] = Form.useForm<Values>();
  const initial: Values = c
    ? { name: c.name, assignHours: minutesToHours(c.assignMinutes), finishHours: minutesToHours(c.finishMinutes), sort: c.sort, active: c.active }
    : { name: '', assignHours: 1, finishHours: 24, sort: 0, active: true };
  return (
    <ModalForm<Values>
      form={form}
      title={t(c ? 'adminRepair.setup.edit' : 'adminRepair.setup.create')}
      trigger={props.trigger}
      width={480}
      initialValues={initial}
      modalProps={{ destroyOnHidden: true }}
      onFinish={async (v) => {
        try {
          await call(repair.saveCategory, {
            ...(c ? { id: c.id } : {}),
            name: v.name.trim(),
            assignMinutes: hoursToMinutes(v.assignHours),
            finishMinutes: hoursToMinutes(v.finishHours),
            sort: v.sort ?? 0,
            active: v.active,
          });
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
      <ProFormDigit name="assignHours" label={t('adminRepair.setup.assignHours')} min={0} max={8760} fieldProps={{ step: 0.5, precision: 2 }} extra={t('adminRepair.setup.hoursHelp')} />
      <ProFormDigit name="finishHours" label={t('adminRepair.setup.finishHours')} min={0} max={8760} fieldProps={{ step: 1, precision: 2 }} />
      <ProFormDigit name="sort" label={t('adminRepair.setup.sort')} min={0} max={9999} fieldProps={{ precision: 0 }} />
      <ProFormSwitch name="active" label={t('adminRepair.setup.active')} />
    </ModalForm>
  );
}

export function CategoriesTab(props: { list: RepairCategory[]; onSaved: () => void }) {
  return (
    <ProTable<RepairCategory>
      rowKey="id"
      search={false}
      pagination={false}
      dataSource={props.list}
      options={false}
      toolBarRender={() => [
        <CategoryForm key="new" onSaved={props.onSaved} trigger={<Button type="primary" icon={<PlusOutlined />}>{t('adminRepair.setup.create')}</Button>} />,
      ]}
      columns={[
        { title: t('adminRepair.setup.name'), dataIndex: 'name' },
        { title: t('adminRepair.setup.assignHours'), dataIndex: 'assignMinutes', render: (_, c) => limit(c.assignMinutes) },
        { title: t('adminRepair.setup.finishHours'), dataIndex: 'finishMinutes', render: (_, c) => limit(c.finishMinutes) },
        { title: t('adminRepair.setup.sort'), dataIndex: 'sort', width: 80 },
        { title: t('adminRepair.setup.active'), dataIndex: 'active', width: 90, render: (_, c) => (c.active ? <Tag color="green">{t('adminRepair.setup.active')}</Tag> : <Tag>{t('adminRepair.setup.inactive')}</Tag>) },
        {
          title: t('adminRepair.actions'),
          valueType: 'option',
          width: 90,
          render: (_, c) => [<CategoryForm key="edit" category={c} onSaved={props.onSaved} trigger={<a>{t('adminRepair.setup.edit')}</a>} />],
        },
      ]}
    />
  );
}
