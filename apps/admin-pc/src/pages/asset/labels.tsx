/** Printable QR labels of the chosen assets: each QR carries the H5 address that opens the asset's card. */
import { asset, type AssetLabel } from '@campus/api';
import { t } from '@campus/i18n';
import { PageContainer } from '@ant-design/pro-components';
import { useSearchParams } from '@umijs/max';
import { Button, QRCode, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useLang } from '@/lib/lang';
import { call } from '@/services/api';
import { labelUrl } from './form';

export default function AssetLabels() {
  useLang();
  const [params] = useSearchParams();
  const ids = params.get('ids') ?? '';
  const [list, setList] = useState<AssetLabel[]>([]);
  useEffect(() => {
    if (ids) void call(asset.labels, { ids }).then((r) => setList(r.list), () => setList([]));
  }, [ids]);

  return (
    <PageContainer
      title={t('adminAsset.labelsTitle')}
      extra={
        <Button type="primary" onClick={() => window.print()}>
          {t('adminAsset.print')}
        </Button>
      }
    >
      <div data-testid="asset-labels" style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
        {list.map((l) => (
          <div key={l.id} data-testid="asset-label" style={{ width: 220, padding: 12, border: '1px dashed #999', background: '#fff', textAlign: 'center', breakInside: 'avoid' }}>
            <QRCode value={labelUrl(window.location.origin, l.url)} size={180} bordered={false} style={{ margin: '0 auto' }} />
            <Typography.Text strong style={{ display: 'block' }}>
              {l.name}
            </Typography.Text>
            <Typography.Text code data-testid="asset-label-code">
              {l.code}
            </Typography.Text>
            {l.location ? (
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                {l.location}
              </Typography.Text>
            ) : null}
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {t('adminAsset.labelHelp')}
            </Typography.Text>
          </div>
        ))}
      </div>
    </PageContainer>
  );
}
