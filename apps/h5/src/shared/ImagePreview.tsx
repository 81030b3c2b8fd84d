/**
 * Spec section 2: full-screen image with a title and previous/next arrows; a tap outside the
 * arrows closes it; a loading indicator shows for 0.5 s (section 9) while the image changes.
 */
import { useEffect, useState } from 'react';
import { useT } from '../lib/i18n';

export const PREVIEW_LOADING_MS = 500;

export interface PreviewImage {
  src: string;
  title?: string;
}

export function ImagePreview(props: { images: PreviewImage[]; start?: number; onClose: () => void }) {
  const tr = useT();
  const [index, setIndex] = useState(props.start ?? 0);
  const [loading, setLoading] = useState(true);
  const count = props.images.length;
  const image = props.images[index];
  useEffect(() => {
    setLoading(true);
    const timer = setTimeout(() => setLoading(false), PREVIEW_LOADING_MS);
    return () => clearTimeout(timer);
  }, [index]);
  if (!image) return null;
  const step = (d: number) => (e: React.MouseEvent) => {
    e.stopPropagation();
    setIndex((i) => (i + d + count) % count);
  };
  return (
    <div className="image-preview" data-testid="image-preview" role="dialog" onClick={props.onClose}>
      <div className="image-preview-title">
        {image.title ?? ''} <span>{`${index + 1}/${count}`}</span>
      </div>
      <img src={image.src} alt={image.title ?? ''} />
      {loading ? (
        <div className="image-preview-loading">
          <span className="spinner" />
        </div>
      ) : null}
      {count > 1 ? (
        <>
          <button type="button" className="image-preview-prev" aria-label={tr('h5.preview.prev')} onClick={step(-1)}>
            ‹
          </button>
          <button type="button" className="image-preview-next" aria-label={tr('h5.preview.next')} onClick={step(1)}>
            ›
          </button>
        </>
      ) : null}
    </div>
  );
}
