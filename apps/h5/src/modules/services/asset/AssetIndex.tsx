/**
 * asset/index: scan an asset's label (or type its code) to open its card; a label's QR opens
 * this screen with `?code=`. Recently opened assets, and the register for those who may read it.
 */
import { Button, List, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useT } from '../../../lib/i18n';
import { Page } from '../../../shared/Page';
import { QrScan } from '../../../shared/QrScan';
import { AssetCard } from './AssetCard';
import { codeFromScan, loadRecent, type Recent } from './format';
import { useRegisterAccess } from './RegisterGate';

export default function AssetIndex() {
  const tr = useT();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  const [recent, setRecent] = useState<Recent[]>([]);
  const access = useRegisterAccess();
  const canRead = access?.canRead === true;

  useEffect(() => {
    if (!code) setRecent(loadRecent());
  }, [code]);

  const open = (text: string) => {
    const c = codeFromScan(text);
    if (c) setParams({ code: c });
    else Toast.show({ content: tr('asset.msg.notFound') });
  };

  if (code) {
    return (
      <Page page="asset-card">
        <AssetCard code={code} onScanAgain={() => setParams({})} />
      </Page>
    );
  }
  return (
    <Page page="asset-index">
      <div style={{ padding: '12px 12px 0', color: '#666', fontSize: 14 }}>{tr('asset.msg.scanHelp')}</div>
      <QrScan onCode={open} submitLabel={tr('asset.action.open')} placeholder={tr('asset.action.codePlaceholder')} testId="asset-scan" />
      <List header={tr('asset.msg.recent')} data-testid="asset-recent">
        {recent.map((r) => (
          <List.Item key={r.code} description={r.code} onClick={() => setParams({ code: r.code })}>
            {r.name}
          </List.Item>
        ))}
        {recent.length === 0 ? <List.Item>{tr('asset.msg.noRecent')}</List.Item> : null}
      </List>
      {canRead ? (
        <div className="row" style={{ padding: 12, gap: 8, display: 'flex' }}>
          <Button block onClick={() => navigate('/asset/list')} data-testid="asset-to-list">
            {tr('asset.action.list')}
          </Button>
          <Button block onClick={() => navigate('/asset/search')}>
            {tr('asset.action.search')}
          </Button>
        </div>
      ) : null}
    </Page>
  );
}
