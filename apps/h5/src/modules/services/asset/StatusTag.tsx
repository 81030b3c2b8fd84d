import type { AssetStatus } from '@campus/api';
import { Tag } from 'antd-mobile';
import { useT } from '../../../lib/i18n';

const COLOR: Record<AssetStatus, string> = { inUse: 'success', idle: 'default', repair: 'warning', scrapped: 'danger' };

export function StatusTag(props: { status: AssetStatus }) {
  const tr = useT();
  return (
    <Tag color={COLOR[props.status]} data-testid="asset-status">
      {tr(`asset.status.${props.status}`)}
    </Tag>
  );
}
