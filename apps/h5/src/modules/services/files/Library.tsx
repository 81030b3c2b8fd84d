/**
 * commonFile/index and file/index: a shelf of the document library. Common documents browse by
 * folder; the shared shelf shows what is shared with me and what I uploaded. Search by name,
 * newest first; images preview in the overlay, PDF in the browser's viewer, the rest download —
 * always through the server's guarded address.
 */
import type { FileFolder, LibraryFile } from '@campus/api';
import { CapsuleTabs, Empty, InfiniteScroll, SearchBar, Tabs } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { api, baseInfo } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import type { ScreenProps } from '../../../route-types';
import { toastError } from '../../../shared/errors';
import { ImagePreview } from '../../../shared/ImagePreview';
import { Page } from '../../../shared/Page';
import { filesApi } from './endpoints';
import { FileItem } from './FileItem';
import { downloadUrl, previewKind } from './format';
import { useFiles } from './useFiles';

const ALL = 'all';
const hrefOf = (f: LibraryFile, inline: boolean) => downloadUrl(f.id, inline, baseInfo.site);

export default function Library(props: ScreenProps) {
  const tr = useT();
  const shelf = props.variant === 'common' ? 'common' : 'shared';
  const [keyword, setKeyword] = useState('');
  const [typed, setTyped] = useState('');
  const [folderId, setFolderId] = useState(ALL);
  const [view, setView] = useState<'visible' | 'mine'>('visible');
  const [folders, setFolders] = useState<FileFolder[]>([]);
  const [image, setImage] = useState<LibraryFile | null>(null);
  const files = useFiles({ shelf, view, folderId: folderId === ALL ? undefined : folderId, keyword: keyword.trim() || undefined });

  useEffect(() => {
    api(filesApi.folders, { shelf })
      .then((d) => setFolders(d.list.filter((f) => f.files > 0)))
      .catch(toastError);
  }, [shelf]);
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed), 300);
    return () => clearTimeout(timer);
  }, [typed]);

  const preview = (f: LibraryFile) => {
    if (previewKind(f.mime) === 'image') setImage(f);
    else window.location.assign(hrefOf(f, true));
  };

  return (
    <Page page={`files-${shelf}`}>
      <div style={{ padding: 8, background: '#fff' }}>
        <SearchBar placeholder={tr('files.search')} value={typed} onChange={setTyped} data-testid="files-search" />
      </div>
      {shelf === 'shared' ? (
        <Tabs activeKey={view} onChange={(k) => setView(k === 'mine' ? 'mine' : 'visible')}>
          <Tabs.Tab title={tr('files.sharedWithMe')} key="visible" />
          <Tabs.Tab title={tr('files.mine')} key="mine" />
        </Tabs>
      ) : folders.length ? (
        <CapsuleTabs activeKey={folderId} onChange={setFolderId}>
          <CapsuleTabs.Tab title={tr('files.allFolders')} key={ALL} />
          {folders.map((f) => (
            <CapsuleTabs.Tab title={`${f.name} ${f.files}`} key={f.id} />
          ))}
        </CapsuleTabs>
      ) : null}
      <div data-testid="files-list">
        {files.list.map((f) => (
          <FileItem key={f.id} file={f} href={hrefOf(f, false)} onPreview={() => preview(f)} />
        ))}
      </div>
      {files.total === 0 ? <Empty description={keyword ? tr('files.noMatch') : tr('files.empty')} /> : null}
      <InfiniteScroll loadMore={files.loadMore} hasMore={files.hasMore}>
        {files.hasMore ? undefined : <span />}
      </InfiniteScroll>
      {image ? <ImagePreview images={[{ src: hrefOf(image, true), title: image.title }]} onClose={() => setImage(null)} /> : null}
    </Page>
  );
}
