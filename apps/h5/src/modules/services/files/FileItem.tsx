/** One library file: type badge, title, size, date and downloads; a tap previews or downloads it. */
import type { LibraryFile } from '@campus/api';
import { Button } from 'antd-mobile';
import { useT } from '../../../lib/i18n';
import { dateText } from '../../../lib/time';
import { formatSize, previewKind, typeLabel } from './format';

export function FileItem(props: { file: LibraryFile; href: string; onPreview: () => void }) {
  const tr = useT();
  const f = props.file;
  const kind = previewKind(f.mime);
  return (
    <div className="file-item" data-testid="file-item" style={{ display: 'flex', gap: 10, alignItems: 'center', padding: '10px 12px', background: '#fff', borderBottom: '1px solid #f0f0f0' }}>
      <span aria-hidden style={{ width: 40, height: 40, borderRadius: 6, background: kind === 'pdf' ? '#e5483e' : kind === 'image' ? '#2fa86b' : '#3470d8', color: '#fff', display: 'flex', alignItems: 'center', justifyContent: 'center', fontSize: 11, fontWeight: 700 }}>
        {typeLabel(f.name)}
      </span>
      <div style={{ flex: 1, minWidth: 0 }}>
        <div style={{ fontSize: 15, fontWeight: 500, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{f.title}</div>
        <div style={{ color: '#888', fontSize: 12 }}>
          {formatSize(f.size)} · {dateText(f.createdAt)} · {tr('files.downloads', { n: f.downloads })}
          {f.folderName ? ` · ${f.folderName}` : ''}
        </div>
      </div>
      {kind ? (
        <Button size="mini" onClick={props.onPreview} data-testid="file-preview">
          {tr('files.preview')}
        </Button>
      ) : null}
      <a href={props.href} download={f.name} data-testid="file-download" style={{ fontSize: 14 }}>
        {tr('files.download')}
      </a>
    </div>
  );
}
