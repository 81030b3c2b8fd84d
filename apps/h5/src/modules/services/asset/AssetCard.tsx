/**
 * What a scanned label opens: the public card (name, code, location, status, report a fault)
 * for anyone on the site, and the full record below it for those who may read it.
 */
import { E, type AssetCard as Card, type AssetRow } from '@campus/api';
import { ApiError } from '@campus/api/client';
import { Button, Card as MCard, ErrorBlock, List } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { assetApi } from './endpoints';
import { rememberRecent, repairPath } from './format';
import { StatusTag } from './StatusTag';

export function AssetCard(props: { code: string; onScanAgain: () => void }) {
  const tr = useT();
  const navigate = useNavigate();
  const [card, setCard] = useState<Card | null>(null);
  const [full, setFull] = useState<AssetRow | null>(null);
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    let live = true;
    setCard(null);
    setFull(null);
    setMissing(false);
    api(assetApi.card, { code: props.code }, { silent: true })
      .then((c) => {
        if (!live) return;
        setCard(c);
        rememberRecent({ code: c.code, name: c.name });
        if (c.canView) void api(assetApi.detail, { id: c.id }).then((d) => live && setFull(d), toastError);
      })
      .catch((err: unknown) => {
        if (!live) return;
        if (err instanceof ApiError && (err.e === E.NOT_FOUND || err.e === E.BAD_INPUT)) setMissing(true);
        else toastError(err);
      });
    return () => {
      live = false;
    };
  }, [props.code]);

  if (missing) {
    return (
      <div data-testid="asset-missing">
        <ErrorBlock status="empty" title={tr('asset.msg.notFound')} description={props.code} />
        <div style={{ padding: 12 }}>
          <Button block onClick={props.onScanAgain}>
            {tr('asset.action.scanAgain')}
          </Button>
        </div>
      </div>
    );
  }
  if (!card) return null;
  return (
    <div data-testid="asset-card" style={{ padding: 12 }}>
      <MCard title={<span data-testid="asset-name">{card.name}</span>} extra={<StatusTag status={card.status} />}>
        <List>
          <List.Item extra={<span data-testid="asset-code">{card.code}</span>}>{tr('asset.field.code')}</List.Item>
          {card.category ? <List.Item extra={card.category}>{tr('asset.field.category')}</List.Item> : null}
          <List.Item extra={<span data-testid="asset-location">{card.location || '-'}</span>}>{tr('asset.field.location')}</List.Item>
          {full ? (
            <>
              <List.Item extra={full.keeperName || '-'}>{tr('asset.field.keeper')}</List.Item>
              <List.Item extra={full.departmentName || '-'}>{tr('asset.field.department')}</List.Item>
              <List.Item extra={full.purchaseDate || '-'}>{tr('asset.field.purchaseDate')}</List.Item>
              <List.Item extra={full.value || '-'}>{tr('asset.field.value')}</List.Item>
              {full.notes ? <List.Item description={full.notes}>{tr('asset.field.notes')}</List.Item> : null}
            </>
          ) : null}
        </List>
      </MCard>
      {card.status === 'scrapped' ? null : (
        <div style={{ marginTop: 12 }}>
          <div style={{ color: '#888', fontSize: 13, marginBottom: 8 }}>{tr('asset.msg.reportHelp')}</div>
          <Button block color="warning" data-testid="asset-report" onClick={() => navigate(repairPath(card.code))}>
            {tr('asset.action.reportFault')}
          </Button>
        </div>
      )}
      <div style={{ marginTop: 12 }}>
        <Button block onClick={props.onScanAgain}>
          {tr('asset.action.scanAgain')}
        </Button>
      </div>
    </div>
  );
}
