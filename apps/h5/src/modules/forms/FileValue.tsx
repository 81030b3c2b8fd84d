/**
 * A stored upload or signature, read-only, through the links the server made for the reader
 * (`files`, by id): a signature as the drawing, pictures as thumbnails, other files as links that
 * open them. A file without a link (no longer stored) shows its name.
 */
import type { FileLink } from '@campus/api';
import { listOf } from './values';

type Ref = { id: string; name: string };
const isRef = (x: unknown): x is Ref => typeof x === 'object' && x !== null && typeof (x as Ref).id === 'string';

export function FileValue(p: { value: unknown; files: Record<string, FileLink> | undefined; signature: boolean }) {
  const refs = (p.signature ? [p.value] : listOf(p.value)).filter(isRef);
  if (!refs.length) return null;
  return (
    <span className="ff-view-files">
      {refs.map((r) => {
        const link = p.files?.[r.id];
        if (!link) return <span key={r.id} className="ff-file">{r.name}</span>;
        if (p.signature) return <img key={r.id} className="ff-view-sign" src={link.url} alt={r.name} data-testid="signature-drawn" />;
        return (
          <a key={r.id} className="ff-file" href={link.url} target="_blank" rel="noreferrer" data-testid="file-link">
            {link.mime.startsWith('image/') ? <img className="ff-view-thumb" src={link.url} alt="" /> : null}
            {link.name}
          </a>
        );
      })}
    </span>
  );
}
