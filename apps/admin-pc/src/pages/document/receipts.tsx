/**
 * One document's receipts (its sender or a manager): figures per unit (read, signed, handled),
 * every receiver with their times and opinion, a reminder to the unread and the xlsx export.
 */
import { documentContract, type DocDetail, type DocReceipt, type UnitStat } from '@campus/api';
import { t } from '@campus/i18n';
import { PageContainer, ProTable, type ProColumns } from '@ant-design/pro-components';
import { useSearchParams } from '@umijs/max';
import { Button, Card, Descriptions, Space, Tag, message } from 'antd';
import { useEffect, useState } from 'react';
import { useLang } from '@/lib/lang';
import { timeColumn } from '@/lib/table';
import { call, download } from '@/services/api';

const STATE_COLOR = { unsigned: 'orange', signed: 'blue', done: 'green' } as const;
type StateFilter = 'unread' | 'read' | 'unsigned' | 'signed' | 'done';

export default function ReceiptsPage() {
  useLang();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [doc, setDoc] = useState<DocDetail | null>(null);
  const [units, setUnits] = useState<UnitStat[]>([]);
  useEffect(() => {
    if (id) call(documentContract.detail, { id }).then(setDoc, () => undefined);
  }, [id]);
  const remind = () =>
    call(documentContract.remind, { id }).then(
      (d) => void message.success(t('adminDocument.reminded', { n: d.reminded })),
      () => undefined,
    );

  const unitColumns: ProColumns<UnitStat>[] = [
    { title: t('adminDocument.col.unit'), dataIndex: 'departmentName', render: (_, u) => u.departmentName || t('document.noUnit') },
    { title: t('adminDocument.receivers'), dataIndex: 'receivers' },
    { title: t('adminDocument.read'), dataIndex: 'read' },
    { title: t('adminDocument.col.signed'), dataIndex: 'signed' },
    { title: t('adminDocument.col.done'), dataIndex: 'done' },
  ];
  const columns: ProColumns<DocReceipt>[] = [
    { title: t('adminDocument.col.unit'), dataIndex: 'departmentName', search: false },
    { title: t('adminDocument.col.name'), dataIndex: 'name', search: false },
    { title: t('adminDocument.col.number'), dataIndex: 'number', search: false },
    {
      title: t('adminDocument.col.state'),
      dataIndex: 'state',
      valueType: 'select',
      fieldProps: { options: (['unread', 'read', 'unsigned', 'signed', 'done'] as const).map((s) => ({ value: s, label: t(`document.state.${s}`) })) },
      render: (_, r) => (
        <Space size={4}>
          {r.readAt === null ? <Tag>{t('document.state.unread')}</Tag> : null}
          <Tag color={STATE_COLOR[r.state]}>{t(`document.state.${r.state}`)}</Tag>
        </Space>
      ),
    },
    timeColumn(t('adminDocument.col.readAt'), 'readAt'),
    timeColumn(t('adminDocument.col.signedAt'), 'signedAt'),
    timeColumn(t('adminDocument.col.doneAt'), 'doneAt'),
    { title: t('adminDocument.col.opinion'), dataIndex: 'opinion', search: false, ellipsis: true },
  ];

  return (
    <PageContainer title={doc ? `${doc.number} ${doc.title}` : t('adminDocument.receipts')} onBack={() => history.back()}>
      {doc ? (
        <Card style={{ marginBottom: 16 }}>
          <Descriptions size="small" column={3}>
            <Descriptions.Item label={t('document.field.issuer')}>{doc.issuer}</Descriptions.Item>
            <Descriptions.Item label={t('document.field.sender')}>{doc.senderName}</Descriptions.Item>
            <Descriptions.Item label={t('document.field.urgency')}>{t(`document.urgency.${doc.urgency}`)}</Descriptions.Item>
            <Descriptions.Item label={t('document.receivedUnits')} span={3}>
              {[...doc.targets.departments, ...doc.targets.users].map((x) => x.name).join('、')}
            </Descriptions.Item>
          </Descriptions>
        </Card>
      ) : null}
      <ProTable<UnitStat> rowKey={(u) => u.departmentId ?? ''} headerTitle={t('adminDocument.stats')} columns={unitColumns} dataSource={units} search={false} pagination={false} options={false} />
      <ProTable<DocReceipt, { state?: StateFilter }>
        rowKey="userId"
        headerTitle={t('adminDocument.receipts')}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 50 }}
        toolBarRender={() => [
          <Button key="remind" onClick={remind}>
            {t('adminDocument.remind')}
          </Button>,
          <Button key="export" type="primary" onClick={() => void download('/api/document/admin/export', { id }, `document-receipts-${id}.xlsx`)}>
            {t('adminDocument.export')}
          </Button>,
        ]}
        request={async (p) => {
          try {
            const d = await call(documentContract.receipts, { id, state: p.state });
            setUnits(d.units);
            return { data: d.list, total: d.list.length, success: true };
          } catch {
            return { data: [], total: 0, success: false };
          }
        }}
      />
    </PageContainer>
  );
}
