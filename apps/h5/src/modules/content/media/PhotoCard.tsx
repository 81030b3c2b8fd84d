import type { Photo } from '@campus/api';
import { useT } from '../../../lib/i18n';

/** One photo of the wall with its author, likes and the actions given. */
export function PhotoCard(props: {
  photo: Photo;
  onLike?: () => void;
  onReport?: () => void;
  onRemove?: () => void;
  onOpen: () => void;
  showStatus?: boolean;
}) {
  const tr = useT();
  const p = props.photo;
  const status = p.status === 'removed' ? 'rejected' : p.status;
  return (
    <div className="photo-card" data-photo={p.id}>
      <img src={p.url} alt={p.caption} loading="lazy" onClick={props.onOpen} />
      <div className="photo-card-bar">
        <span className="muted">{props.showStatus ? tr(`h5content.photo.status.${status}`) : p.author}</span>
        {props.onLike ? (
          <button
            type="button"
            className="link-btn"
            onClick={props.onLike}
            aria-pressed={p.liked}
            data-testid="photo-like"
          >
            {p.liked ? '♥' : '♡'} {p.likes}
          </button>
        ) : null}
        {props.onReport && !p.mine ? (
          <button type="button" className="link-btn" onClick={props.onReport} data-testid="photo-report">
            {tr('h5content.photo.report')}
          </button>
        ) : null}
        {props.onRemove ? (
          <button type="button" className="link-btn" onClick={props.onRemove}>
            {tr('h5content.photo.remove')}
          </button>
        ) : null}
      </div>
      {p.caption ? <div className="photo-card-bar">{p.caption}</div> : null}
    </div>
  );
}
