/** The gates: create, edit, open or close; a gate nobody passed yet can be deleted. */
import { campusCode } from '@campus/api';
import { t } from '@campus/i18n';
import { ModalForm, ProFormDigit, ProFormSwitch, ProFormText, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm, Space, Tag } from 'antd';
import { useRef, type ReactElement } from 'react';
import { call } from '@/services/api';

interface Gate {
  id: string;
  name: string;
  location: string;
  active: boolean;
  sort: number;
  passages: number;
}

function GateForm(props: { gate?: Gate; trigger: ReactElement; onSaved: () => void }) {
  const g = props.gate;
  return (
    <ModalForm<{ name: string; location: string; active: boolean; sort: number }>
      title={t(g ? 'adminCampusCode.editGate' : 'adminCampusCode.newGate')}
      trigger={props.trigger}
      width={480}
      modalProps={{ destroyOnClose: true }}
      initialValues={g ?? { active: true, sort: 0 }}
      onFinish={async (v) => {
        await call(campusCode.saveGate, { id: g?.id, name: v.name, location: v.location ?? '', active: v.active, sort: v.sort ?? 0 });
        props.onSaved();
        return true;
      }}
    >
      <ProFormText name="name" label={t('adminCampusCode.col.gate')} rules={[{ required: true, max: 60 }]} />
      <ProFormText name="location" label={t('adminCampusCode.col.location')} rules={[{ max: 120 }]} />
      <ProFormSwitch name="active" label={t('adminCampusCode.col.active')} />
      <ProFormDigit name="sort" label={t('adminCampusCode.col.sort')} min={0} fieldProps={{ precision: 0 }} />
    </ModalForm>
  );
}

export function GateTable() {
  const ref = useRef<ActionType>();
  const reload = () => ref.current?.reload();
  const columns: ProColumns<Gate>[] = [
    { title: t('adminCampusCode.col.gate'), dataIndex: 'name' },
    { title: t('adminCampusCode.col.location'), dataIndex: 'location' },
    { title: t('adminCampusCode.col.active'), dataIndex: 'active', render: (_, g) => <Tag color={g.active ? 'green' : 'default'}>{t(g.active ? 'adminCampusCode.open' : 'adminCampusCode.closed')}</Tag> },
    { title: t('adminCampusCode.col.sort'), dataIndex: 'sort', width: 80 },
    { title: t('adminCampusCode.col.count'), dataIndex: 'passages', width: 110 },
    {
      title: '',
      valueType: 'option',
      render: (_, g) => (
        <Space size={4}>
          <GateForm gate={g} trigger={<a>{t('adminCampusCode.edit')}</a>} onSaved={reload} />
          <Popconfirm title={t('adminCampusCode.deleteConfirm')} onConfirm={() => void call(campusCode.deleteGate, { id: g.id }).then(reload, () => undefined)}>
            <a>{t('adminCampusCode.delete')}</a>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <ProTable<Gate>
      rowKey="id"
      actionRef={ref}
      columns={columns}
      search={false}
      pagination={false}
      toolBarRender={() => [<GateForm key="new" trigger={<Button type="primary">{t('adminCampusCode.newGate')}</Button>} onSaved={reload} />]}
      request={async () => {
        const d = await call(campusCode.adminGates, {});
        return { data: d.list, success: true };
      }}
    />
  );
}
