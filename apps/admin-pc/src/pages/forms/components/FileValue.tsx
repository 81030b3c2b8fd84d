/**
 * A stored upload or signature, read-only, through the links the server made for the reader
 * (`files` by id, given to the renderer once and read here through context): a signature as the
 * drawing, pictures as thumbnails that open large, other files as links. A file without a link
 * (no longer stored) shows its name.
 */
import type { FileLink } from '@campus/api';
import { Image, Space, Typography } from 'antd';
import { createContext, useContext } from 'react';

export const FilesContext = createContext<Record<string, FileLink> | undefined>(undefined);

type Ref = { id: string; name: string };
const isRef = (x: unknown): x is Ref => typeof x === 'object' && x !== null && typeof (x as Ref).id === 'string';

export function FileValue({ value, signature }: { value: unknown; signature: boolean }) {
  const files = useContext(FilesContext);
  const refs = (Array.isArray(value) ? value : [value]).filter(isRef);
  if (!refs.length) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Space wrap size={8}>
      {refs.map((r) => {
        const link = files?.[r.id];
        if (!link) return <span key={r.id}>{r.name}</span>;
        if (signature) return <Image key={r.id} src={link.url} alt={r.name} height={56} style={{ objectFit: 'contain' }} data-testid="signature-drawn" />;
        return link.mime.startsWith('image/') ? (
          <Image key={r.id} src={link.url} alt={link.name} width={56} height={56} style={{ objectFit: 'cover' }} />
        ) : (
          <Typography.Link key={r.id} href={link.url} target="_blank" data-testid="file-link">
            {link.name}
          </Typography.Link>
        );
      })}
    </Space>
  );
}
