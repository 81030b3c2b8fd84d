/** The document library (files.manage): files of both shelves with who sees them, and folders. */
import { files, type AdminFile, type FileFolder } from '@campus/api';
import { t } from '@campus/i18n';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm, Space, Tabs } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { audienceText } from '@/components/AudienceFields';
import { useLang } from '@/lib/lang';
import { compact, tableResult, timeColumn } from '@/lib/table';
import { call } from '@/services/api';
import { FileForm } from './components/FileForm';
import { FolderForm } from './components/FolderForm';

const size = (b: number) => (b < 1024 * 1024 ? `${Math.max(1, Math.round(b / 1024))} KB` : `${(b / 1024 / 1024).toFixed(1)} MB`);

export default function FilesPage() {
  useLang();
  const ref = useRef<ActionType>();
  const [folders, setFolders] = useState<FileFolder[]>([]);
  const loadFolders = useCallback(() => {
    call(files.adminFolders, {}).then((d) => setFolders(d.list), () => undefined);
  }, []);
  useEffect(loadFolders, [loadFolders]);
  const reload = () => {
    loadFolders();
    ref.current?.reload();
  };
  const shelves = (['common', 'shared'] as const).map((s) => ({ value: s, label: t(`adminFiles.shelf.${s}`) }));

  const columns: ProColumns<AdminFile>[] = [
    { title: t('adminFiles.col.title'), dataIndex: 'keyword', hideInTable: true },
    { title: t('adminFiles.col.shelf'), dataIndex: 'shelf', valueType: 'select', fieldProps: { options: shelves }, render: (_, f) => t(`adminFiles.shelf.${f.shelf}`) },
    { title: t('adminFiles.col.title'), dataIndex: 'title', search: false },
    { title: t('adminFiles.col.folder'), dataIndex: 'folderId', valueType: 'select', fieldProps: { options: folders.map((f) => ({ value: f.id, label: `${t(`adminFiles.shelf.${f.shelf}`)} / ${f.name}` })) }, render: (_, f) => f.folderName ?? '' },
    { title: t('adminFiles.col.name'), dataIndex: 'name', search: false, ellipsis: true },
    { title: t('adminFiles.col.size'), dataIndex: 'size', search: false, render: (_, f) => size(f.size), width: 90 },
    { title: t('adminFiles.col.audience'), dataIndex: 'audience', search: false, render: (_, f) => audienceText(f.audience) },
    { title: t('adminFiles.col.downloads'), dataIndex: 'downloads', search: false, width: 90 },
    { title: t('adminFiles.col.uploader'), dataIndex: 'uploaderName', search: false },
    timeColumn(t('adminFiles.col.createdAt'), 'createdAt'),
    {
      title: '',
      valueType: 'option',
      render: (_, f) => (
        <Space size={4}>
          <FileForm file={f} folders={folders} trigger={<a>{t('adminFiles.edit')}</a>} onSaved={reload} />
          <Popconfirm title={t('adminFiles.deleteConfirm')} onConfirm={() => void call(files.delete, { id: f.id }).then(reload, () => undefined)}>
            <a>{t('adminFiles.delete')}</a>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  const folderColumns: ProColumns<FileFolder>[] = [
    { title: t('adminFiles.col.shelf'), dataIndex: 'shelf', render: (_, f) => t(`adminFiles.shelf.${f.shelf}`) },
    { title: t('adminFiles.col.folder'), dataIndex: 'name' },
    { title: t('adminFiles.col.sort'), dataIndex: 'sort', width: 80 },
    { title: t('adminFiles.col.files'), dataIndex: 'files', width: 90 },
    {
      title: '',
      valueType: 'option',
      render: (_, f) => (
        <Space size={4}>
          <FolderForm folder={f} trigger={<a>{t('adminFiles.edit')}</a>} onSaved={reload} />
          <Popconfirm title={t('adminFiles.deleteConfirm')} onConfirm={() => void call(files.deleteFolder, { id: f.id }).then(reload, () => undefined)}>
            <a>{t('adminFiles.delete')}</a>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <PageContainer title={t('adminFiles.title')}>
      <Tabs
        items={[
          {
            key: 'files',
            label: t('adminFiles.files'),
            children: (
              <ProTable<AdminFile, { keyword?: string; shelf?: 'common' | 'shared'; folderId?: string }>
                rowKey="id"
                actionRef={ref}
                columns={columns}
                search={{ labelWidth: 'auto' }}
                pagination={{ defaultPageSize: 20, showSizeChanger: true }}
                toolBarRender={() => [<FileForm key="new" folders={folders} trigger={<Button type="primary">{t('adminFiles.newFile')}</Button>} onSaved={reload} />]}
                request={(p) => tableResult(call(files.adminList, compact({ keyword: p.keyword, shelf: p.shelf, folderId: p.folderId, current: p.current ?? 1, pageSize: p.pageSize ?? 20 })))}
              />
            ),
          },
          {
            key: 'folders',
            label: t('adminFiles.folders'),
            children: (
              <ProTable<FileFolder>
                rowKey="id"
                columns={folderColumns}
                search={false}
                pagination={false}
                dataSource={folders}
                toolBarRender={() => [<FolderForm key="new" trigger={<Button type="primary">{t('adminFiles.newFolder')}</Button>} onSaved={reload} />]}
              />
            ),
          },
        ]}
      />
    </PageContainer>
  );
}
