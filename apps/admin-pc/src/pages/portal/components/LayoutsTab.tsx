/** The site's home layouts: the stored ones, and any key (a school's page variant) opened for editing. */
import { LAYOUT_KEY, portal, type PortalApp } from '@campus/api';
import { t } from '@campus/i18n';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { AutoComplete, Button, Drawer, Popconfirm, Space } from 'antd';
import { useRef, useState } from 'react';
import { timeColumn } from '@/lib/table';
import { call } from '@/services/api';
import { LayoutEditor } from './LayoutEditor';

/** The layout keys the H5's school home pages ask for (their route variants), offered when opening one. */
const KNOWN_KEYS = ['default', 'csu', 'csuPage', 'csuH5', 'pku', 'hnu', 'bjut', 'bjfu', 'ustc', 'xidian'];

type Row = { key: string; title: string; sections: number; updatedAt: number };

export function LayoutsTab(props: { apps: PortalApp[] }) {
  const ref = useRef<ActionType>();
  const [editing, setEditing] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const columns: ProColumns<Row>[] = [
    { title: t('adminPortal.layout.key'), dataIndex: 'key' },
    { title: t('adminPortal.layout.title'), dataIndex: 'title' },
    { title: t('adminPortal.layout.sections'), dataIndex: 'sections', width: 90 },
    timeColumn(t('adminPortal.layout.updatedAt'), 'updatedAt'),
    {
      title: '',
      valueType: 'option',
      render: (_, r) => (
        <Space size={4}>
          <a onClick={() => setEditing(r.key)}>{t('adminPortal.layout.open')}</a>
          <Popconfirm title={t('adminPortal.deleteConfirm')} onConfirm={() => void call(portal.deleteLayout, { key: r.key }).then(() => ref.current?.reload(), () => undefined)}>
            <a>{t('adminPortal.delete')}</a>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <>
      <ProTable<Row>
        rowKey="key"
        actionRef={ref}
        columns={columns}
        search={false}
        pagination={false}
        toolBarRender={() => [
          <AutoComplete
            key="key"
            style={{ width: 200 }}
            value={typed}
            onChange={setTyped}
            placeholder={t('adminPortal.layout.key')}
            options={KNOWN_KEYS.map((k) => ({ value: k }))}
            data-testid="layout-key"
          />,
          <Button key="open" type="primary" disabled={!LAYOUT_KEY.test(typed)} onClick={() => setEditing(typed)} title={t('adminPortal.layout.keyHint')}>
            {t('adminPortal.layout.newLayout')}
          </Button>,
        ]}
        request={async () => {
          const d = await call(portal.layouts, {});
          return { data: d.list, success: true, total: d.list.length };
        }}
      />
      <Drawer open={editing !== null} onClose={() => setEditing(null)} width={1120} title={`${t('adminPortal.tabs.layouts')} · ${editing ?? ''}`} destroyOnClose>
        {editing ? <LayoutEditor layoutKey={editing} apps={props.apps} onSaved={() => ref.current?.reload()} /> : null}
      </Drawer>
    </>
  );
}
