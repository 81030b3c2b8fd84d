/** Categories of one kind: list (ProTable), create, rename / reorder / public flag, delete unused. */
import { content, type ContentCategory, type ContentKind } from '@campus/api';
import { t } from '@campus/i18n';
import { ModalForm, ProFormDigit, ProFormSwitch, ProFormText, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Form, Modal, Popconfirm, Tag } from 'antd';
import { useRef, type ReactElement } from 'react';
import { markFieldError } from '@/lib/form';
import { call } from '@/services/api';
import { tableResult } from '@/lib/table';

interface Values {
  name: string;
  public?: boolean;
  sort?: number;
}

function CategoryForm(props: { kind: ContentKind; category?: ContentCategory; trigger: ReactElement; onDone: () => void }) {
  const [form] = Form.useForm<Values>();
  return (
    <ModalForm<Values>
      form={form}
      title={props.category ? t('adminContent.categories.edit') : t('adminContent.categories.create')}
      trigger={props.trigger}
      width={420}
      modalProps={{ destroyOnHidden: true }}
      initialValues={props.category ?? { public: true, sort: 0 }}
      onFinish={async (v) => {
        try {
          await call(content.categorySave, { id: props.category?.id, kind: props.kind, name: v.name, public: v.public ?? false, sort: v.sort ?? 0 });
          props.onDone();
          return true;
        } catch (err) {
          markFieldError(form, err);
          return false;
        }
      }}
    >
      <ProFormText name="name" label={t('adminContent.categories.name')} rules={[{ required: true, max: 64 }]} />
      <ProFormSwitch name="public" label={t('adminContent.categories.public')} extra={t('adminContent.categories.publicHelp')} />
      <ProFormDigit name="sort" label={t('adminContent.categories.sort')} min={-100000} max={100000} fieldProps={{ precision: 0 }} />
    </ModalForm>
  );
}

export function CategoriesModal(props: { kind: ContentKind; open: boolean; onClose: () => void; onChanged: () => void }) {
  const actionRef = useRef<ActionType>(null);
  const changed = () => {
    void actionRef.current?.reload();
    props.onChanged();
  };
  const columns: ProColumns<ContentCategory>[] = [
    { title: t('adminContent.categories.name'), dataIndex: 'name' },
    {
      title: t('adminContent.categories.public'),
      dataIndex: 'public',
      render: (_, c) => (c.public ? <Tag color="green">{t('adminContent.categories.publicYes')}</Tag> : <Tag>{t('adminContent.categories.publicNo')}</Tag>),
    },
    { title: t('adminContent.categories.sort'), dataIndex: 'sort' },
    {
      title: t('adminContent.actions.title'),
      valueType: 'option',
      render: (_, c) => [
        <CategoryForm key="edit" kind={props.kind} category={c} trigger={<a>{t('adminContent.actions.edit')}</a>} onDone={changed} />,
        <Popconfirm
          key="delete"
          title={t('adminContent.categories.deleteConfirm', { name: c.name })}
          onConfirm={() => call(content.categoryDelete, { id: c.id }).then(changed, () => undefined)}
        >
          <a>{t('adminContent.actions.delete')}</a>
        </Popconfirm>,
      ],
    },
  ];
  return (
    <Modal open={props.open} onCancel={props.onClose} footer={null} width={720} title={t('adminContent.categories.title', { kind: t(`adminContent.kinds.${props.kind}`) })} destroyOnHidden>
      <ProTable<ContentCategory>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        search={false}
        options={false}
        pagination={false}
        params={{ kind: props.kind }}
        request={() => tableResult(call(content.categoryList, { kind: props.kind }))}
        toolBarRender={() => [
          <CategoryForm
            key="create"
            kind={props.kind}
            trigger={
              <Button type="primary" data-testid="create-category">
                {t('adminContent.categories.create')}
              </Button>
            }
            onDone={changed}
          />,
        ]}
      />
    </Modal>
  );
}
