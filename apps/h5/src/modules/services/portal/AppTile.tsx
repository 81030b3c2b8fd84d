/** One app of the directory: its icon and name as a tile (or a row with its description), and a star to favourite it. */
import type { PortalApp } from '@campus/api';
import { List } from 'antd-mobile';
import { useT } from '../../../lib/i18n';
import { iconText, isImageIcon } from './directory';

export function AppIcon(props: { app: PortalApp; size?: number }) {
  const size = props.size ?? 44;
  return isImageIcon(props.app.icon) ? (
    <img className="tile-icon" src={props.app.icon} alt="" style={{ width: size, height: size, objectFit: 'cover' }} />
  ) : (
    <span className="tile-icon" style={{ width: size, height: size }}>
      {iconText(props.app)}
    </span>
  );
}

interface Props {
  app: PortalApp;
  favorite: boolean;
  highlighted?: boolean;
  onOpen: (app: PortalApp) => void;
  onStar: (app: PortalApp) => void;
}

function Star(props: Props) {
  const tr = useT();
  return (
    <span
      role="button"
      tabIndex={0}
      className="portal-star"
      data-testid="portal-star"
      aria-label={tr(props.favorite ? 'portal.unfavorite' : 'portal.favorite')}
      aria-pressed={props.favorite}
      onClick={(e) => {
        e.stopPropagation();
        props.onStar(props.app);
      }}
      style={{ color: '#faad14', padding: 4, fontSize: 16 }}
    >
      {props.favorite ? '★' : '☆'}
    </span>
  );
}

export function AppTile(props: Props) {
  const a = props.app;
  return (
    <div className="tile" data-testid="portal-app" data-app={a.name} style={props.highlighted ? { outline: '2px solid var(--adm-color-primary)', borderRadius: 8 } : undefined}>
      <button type="button" className="tile" onClick={() => props.onOpen(a)} style={{ width: '100%' }}>
        <AppIcon app={a} />
        {a.name}
      </button>
      <span style={{ position: 'absolute', top: -8, right: -2 }}>
        <Star {...props} />
      </span>
    </div>
  );
}

export function AppRow(props: Props) {
  const tr = useT();
  const a = props.app;
  return (
    <List.Item
      data-testid="portal-app"
      data-app={a.name}
      prefix={<AppIcon app={a} size={36} />}
      description={a.description || (a.kind === 'url' ? tr('portal.outside') : undefined)}
      extra={<Star {...props} />}
      clickable
      onClick={() => props.onOpen(a)}
      style={props.highlighted ? { background: 'var(--adm-color-fill-content, #f5f5f5)' } : undefined}
    >
      {a.name}
    </List.Item>
  );
}
