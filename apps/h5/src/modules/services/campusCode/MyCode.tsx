/**
 * buuCode/index: my campus code. The server signs a new code every 30 s; the screen shows it on
 * a card coloured by my standing (green may pass, red blocked, with the reason) with my photo,
 * name, account and department, counts down, fetches the next one, and lists my passages.
 */
import type { OutputOf } from '@campus/api';
import { Avatar, Button } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { QrImage } from '../../../shared/QrImage';
import { campusCodeApi } from './endpoints';
import { codeColor } from './format';
import { PassageList } from './PassageList';

type Mine = OutputOf<typeof campusCodeApi.mine>;

export default function MyCode() {
  const tr = useT();
  const [mine, setMine] = useState<Mine | null>(null);
  const [left, setLeft] = useState(0);
  const load = useCallback(() => {
    api(campusCodeApi.mine, {})
      .then((d) => {
        setMine(d);
        setLeft(d.refreshIn);
      })
      .catch(toastError);
  }, []);
  useEffect(load, [load]);
  useEffect(() => {
    if (!mine) return;
    if (left <= 0) return load();
    const timer = setTimeout(() => setLeft((l) => l - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, mine, load]);

  if (!mine) return <Page page="campusCode-mine">{null}</Page>;
  const color = codeColor(mine.status, mine.expiresAt * 1000 < Date.now());
  const h = mine.holder;
  return (
    <Page page="campusCode-mine">
      <div className="page-card qr-box" data-testid="campus-code-card" data-status={mine.status} style={{ borderTop: `8px solid ${color}` }}>
        <div className="row" style={{ width: '100%' }}>
          <Avatar src={h.avatar} style={{ '--size': '56px' }} />
          <div className="grow" style={{ textAlign: 'left' }}>
            <div className="page-title">{h.name}</div>
            <div className="muted">
              {tr('campusCode.account')} {h.username}
              {h.number ? ` · ${tr('campusCode.number')} ${h.number}` : ''}
            </div>
            <div className="muted">{h.department}</div>
          </div>
        </div>
        <div style={{ fontSize: 20, fontWeight: 600, color }} data-testid="campus-code-status">
          {tr(`campusCode.status.${mine.status}`)}
        </div>
        {mine.reason ? <div style={{ color }}>{tr('campusCode.reason', { r: mine.reason })}</div> : null}
        <div style={{ padding: 8, background: color, borderRadius: 8 }}>
          <QrImage value={mine.code} size={220} testId="campus-code-qr" />
        </div>
        <div className="muted" data-testid="campus-code-countdown">
          {tr('campusCode.refreshIn', { s: Math.max(0, left) })}
        </div>
        <Button size="small" fill="outline" onClick={load}>
          {tr('campusCode.refresh')}
        </Button>
        <p className="muted">{tr('campusCode.hint')}</p>
      </div>
      <PassageList list={mine.recent} header={tr('campusCode.recent')} empty={tr('campusCode.noRecent')} testId="campus-code-recent" />
    </Page>
  );
}
