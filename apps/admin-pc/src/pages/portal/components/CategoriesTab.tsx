/** The directory's categories: name, icon, order; one holding apps cannot be deleted. */
import { portal, type PortalCategory } from '@campus/api';
import { t } from '@campus/i18n';
import { ModalForm, ProFormDigit, ProFormText, ProTable, type ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm, Space } from 'antd';
import type { ReactElement } from 'react';
import { call } from '@/services/api';

function CategoryForm(props: { category?: PortalCategory; trigger: ReactElement; onSaved: () => void }) {
  const c = props.category;
  return (
    <ModalForm<{ name: string; icon?: string; sort?: number }>
      title={t(c ? 'adminPortal.editCategory' : 'adminPortal.newCategory')}
      trigger={props.trigger}
      width={480}
      modalProps={{ destroyOnClose: true }}
      initialValues={c ? { name: c.name, icon: c.icon, sort: c.sort } : { sort: 0 }}
      onFinish={async (v) => {
        await call(portal.saveCategory, { id: c?.id, name: v.name, icon: v.icon ?? '', sort: v.sort ?? 0 });
        props.onSaved();
        return true;
      }}
    >
      <ProFormText name="name" label={t('adminPortal.col.name')} rules={[{ required: true, max: 30 }]} />
      <ProFormText name="icon" label={t('adminPortal.col.icon')} tooltip={t('adminPortal.hint.icon')} rules={[{ max: 300 }]} />
      <ProFormDigit name="sort" label={t('adminPortal.col.sort')} min={0} fieldProps={{ precision: 0 }} />
    </ModalForm>
  );
}

export function CategoriesTab(props: { categories: PortalCategory[]; onChanged: () => void }) {
  const columns: ProColumns<PortalCategory>[] = [
    { title: t('adminPortal.col.name'), dataIndex: 'name' },
    { title: t('adminPortal.col.icon'), dataIndex: 'icon', width: 80 },
    { title: t('adminPortal.col.sort'), dataIndex: 'sort', width: 80 },
    { title: t('adminPortal.col.apps'), dataIndex: 'apps', width: 90 },
    {
      title: '',
      valueType: 'option',
      render: (_, c) => (
        <Space size={4}>
          <CategoryForm category={c} trigger={<a>{t('adminPortal.edit')}</a>} onSaved={props.onChanged} />
          <Popconfirm title={t('adminPortal.deleteConfirm')} onConfirm={() => void call(portal.deleteCategory, { id: c.id }).then(props.onChanged, () => undefined)}>
            <a>{t('adminPortal.delete')}</a>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <ProTable<PortalCategory>
      rowKey="id"
      columns={columns}
      search={false}
      pagination={false}
      dataSource={props.categories}
      toolBarRender={() => [<CategoryForm key="new" trigger={<Button type="primary">{t('adminPortal.newCategory')}</Button>} onSaved={props.onChanged} />]}
    />
  );
}
