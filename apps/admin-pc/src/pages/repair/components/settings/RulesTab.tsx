/**
 * Automatic assignment rules (optional per site): category + area (or every area) → worker.
 * On submit the server tries the area's rules, then the every-area ones, and assigns to the first
 * worker who is on duty and skilled; an order no rule places waits on the board.
 */
import { repair, type RepairRule } from '@campus/api';
import { t } from '@campus/i18n';
import { PlusOutlined } from '@ant-design/icons';
import { ModalForm, ProFormSelect, ProTable, type ActionType } from '@ant-design/pro-components';
import { Alert, Button, Form, Popconfirm, message } from 'antd';
import { useRef, type ReactElement } from 'react';
import { markFieldError } from '@/lib/form';
import { tableResult } from '@/lib/table';
import { call } from '@/services/api';
import { optionsOf, type SetupLists } from './lists';

interface Values {
  categoryId: string;
  areaId?: string;
  workerId: string;
}

function RuleForm(props: { rule?: RepairRule; lists: SetupLists; trigger: ReactElement; onSaved: () => void }) {
  const r = props.rule;
  const [form] = Form.useForm<Values>();
  return (
    <ModalForm<Values>
      form={form}
      title={t(r ? 'adminRepair.setup.edit' : 'adminRepair.setup.create')}
      trigger={props.trigger}
      width={480}
      initialValues={r ? { categoryId: r.categoryId, areaId: r.areaId ?? undefined, workerId: r.workerId } : {}}
      modalProps={{ destroyOnHidden: true }}
      onFinish={async (v) => {
        try {
          await call(repair.saveRule, { ...(r ? { id: r.id } : {}), categoryId: v.categoryId, workerId: v.workerId, ...(v.areaId ? { areaId: v.areaId } : {}) });
        } catch (err) {
          markFieldError(form, err);
          return false;
        }
        message.success(t('adminRepair.setup.saved'));
        props.onSaved();
        return true;
      }}
    >
      <ProFormSelect name="categoryId" label={t('adminRepair.col.category')} options={optionsOf(props.lists.categories)} rules={[{ required: true }]} />
      <ProFormSelect name="areaId" label={t('adminRepair.col.area')} options={optionsOf(props.lists.areas)} placeholder={t('adminRepair.setup.anyArea')} fieldProps={{ allowClear: true }} />
      <ProFormSelect
        name="workerId"
        label={t('adminRepair.col.worker')}
        options={props.lists.workers.map((w) => ({ value: w.userId, label: `${w.name} (${w.number})` }))}
        rules={[{ required: true }]}
        fieldProps={{ showSearch: true, optionFilterProp: 'label' }}
      />
    </ModalForm>
  );
}

export function RulesTab({ lists }: { lists: SetupLists }) {
  const ref = useRef<ActionType>();
  const reload = () => void ref.current?.reload();
  const name = (list: { id: string; name: string }[], id: string | null) => (id === null ? t('adminRepair.setup.anyArea') : (list.find((x) => x.id === id)?.name ?? id));
  return (
    <>
      <Alert type="info" showIcon message={t('adminRepair.setup.rulesHelp')} style={{ marginBottom: 16 }} />
      <ProTable<RepairRule>
        rowKey="id"
        actionRef={ref}
        search={false}
        pagination={false}
        options={false}
        request={() => tableResult(call(repair.rules, {}).then((r) => ({ list: r.list, total: r.list.length })))}
        toolBarRender={() => [<RuleForm key="new" lists={lists} onSaved={reload} trigger={<Button type="primary" icon={<PlusOutlined />}>{t('adminRepair.setup.create')}</Button>} />]}
        columns={[
          { title: t('adminRepair.col.category'), dataIndex: 'categoryId', render: (_, r) => name(lists.categories, r.categoryId) },
          { title: t('adminRepair.col.area'), dataIndex: 'areaId', render: (_, r) => name(lists.areas, r.areaId) },
          { title: t('adminRepair.col.worker'), dataIndex: 'workerName' },
          {
            title: t('adminRepair.actions'),
            valueType: 'option',
            width: 140,
            render: (_, r) => [
              <RuleForm key="edit" rule={r} lists={lists} onSaved={reload} trigger={<a>{t('adminRepair.setup.edit')}</a>} />,
              <Popconfirm key="delete" title={t('adminRepair.setup.deleteConfirm')} onConfirm={() => call(repair.deleteRule, { id: r.id }).then(reload, () => undefined)}>
                <a style={{ color: '#cf1322' }}>{t('adminRepair.setup.delete')}</a>
              </Popconfirm>,
            ],
          },
        ]}
      />
    </>
  );
}
