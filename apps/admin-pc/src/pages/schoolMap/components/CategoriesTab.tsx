/** POI categories: name, marker icon (an emoji or a letter), colour and order. */
import { schoolMap, type MapCategory } from '@campus/api';
import { t } from '@campus/i18n';
import { ModalForm, ProFormDigit, ProFormText, ProTable, type ProColumns } from '@ant-design/pro-components';
import { Button, ColorPicker, Form, Popconfirm, Space, Tag } from 'antd';
import type { ReactElement } from 'react';
import { call } from '@/services/api';

function CategoryForm(props: { category?: MapCategory; trigger: ReactElement; onSaved: () => void }) {
  const c = props.category;
  return (
    <ModalForm<{ name: string; icon: string; color: string | { toHexString(): string }; sort?: number }>
      title={t(c ? 'adminSchoolMap.editCategory' : 'adminSchoolMap.newCategory')}
      trigger={props.trigger}
      width={420}
      modalProps={{ destroyOnClose: true }}
      initialValues={c ?? { color: '#1677ff', sort: 0 }}
      onFinish={async (v) => {
        const color = typeof v.color === 'string' ? v.color : v.color.toHexString();
        await call(schoolMap.saveCategory, { id: c?.id, name: v.name, icon: v.icon, color: color.slice(0, 7), sort: v.sort ?? 0 });
        props.onSaved();
        return true;
      }}
    >
      <ProFormText name="name" label={t('adminSchoolMap.col.name')} rules={[{ required: true, max: 30 }]} />
      <ProFormText name="icon" label={t('adminSchoolMap.col.icon')} rules={[{ required: true, max: 4 }]} width="xs" />
      <Form.Item name="color" label={t('adminSchoolMap.col.color')}>
        <ColorPicker disabledAlpha />
      </Form.Item>
      <ProFormDigit name="sort" label={t('adminSchoolMap.col.sort')} min={0} fieldProps={{ precision: 0 }} width="xs" />
    </ModalForm>
  );
}

export function CategoriesTab(props: { categories: MapCategory[]; onChanged: () => void }) {
  const columns: ProColumns<MapCategory>[] = [
    { title: t('adminSchoolMap.col.name'), dataIndex: 'name', render: (_, c) => <Tag color={c.color}>{`${c.icon} ${c.name}`}</Tag> },
    { title: t('adminSchoolMap.col.sort'), dataIndex: 'sort', width: 80 },
    {
      title: '',
      valueType: 'option',
      render: (_, c) => (
        <Space size={4}>
          <CategoryForm category={c} trigger={<a>{t('adminSchoolMap.edit')}</a>} onSaved={props.onChanged} />
          <Popconfirm title={t('adminSchoolMap.deleteConfirm')} onConfirm={() => call(schoolMap.deleteCategory, { id: c.id }).then(props.onChanged, () => undefined)}>
            <a>{t('adminSchoolMap.delete')}</a>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <ProTable<MapCategory>
      rowKey="id"
      columns={columns}
      dataSource={props.categories}
      search={false}
      pagination={false}
      toolBarRender={() => [<CategoryForm key="new" trigger={<Button type="primary">{t('adminSchoolMap.newCategory')}</Button>} onSaved={props.onChanged} />]}
    />
  );
}
