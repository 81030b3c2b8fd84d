import { List } from 'antd-mobile';
import { useT } from '../../../lib/i18n';
import { fileSize } from './format';

/** An item's attachments as download links (same-origin upload URLs). */
export function Attachments(props: { list: { url: string; name: string; size: number }[] }) {
  const tr = useT();
  if (props.list.length === 0) return null;
  return (
    <List header={tr('h5content.detail.attachments')} data-testid="attachments">
      {props.list.map((a) => (
        <List.Item key={a.url} extra={fileSize(a.size)}>
          <a href={a.url} download={a.name} target="_blank" rel="noopener noreferrer">
            {a.name}
          </a>
        </List.Item>
      ))}
    </List>
  );
}
