/** One phone book entry: its name, place and numbers, each a tap-to-call link (the tap is remembered). */
import type { TelEntry } from '@campus/api';
import { Tag } from 'antd-mobile';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { officeTelApi } from './endpoints';
import { telHref } from './format';

export function remember(id: string): void {
  // Feeds "frequent" and "recent"; a failure must never stop the call.
  void api(officeTelApi.view, { id }, { silent: true }).catch(() => undefined);
}

export function EntryCard(props: { entry: TelEntry; showUnit?: boolean; big?: boolean }) {
  const tr = useT();
  const e = props.entry;
  return (
    <div className={`tel-entry${props.big ? ' tel-entry-big' : ''}`} data-testid="tel-entry" style={{ padding: '10px 12px', borderBottom: '1px solid #f0f0f0', background: '#fff' }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
        <span style={{ fontSize: props.big ? 18 : 16, fontWeight: 600 }}>{e.name}</span>
        {e.emergency ? <Tag color="danger">{tr('officeTel.emergency')}</Tag> : null}
      </div>
      {props.showUnit ? (
        <div style={{ color: '#888', fontSize: 12 }}>
          {e.unitName}
          {e.officeName ? ` · ${e.officeName}` : ''}
        </div>
      ) : null}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginTop: 4 }}>
        {e.phones.map((p) => (
          <a key={p} href={telHref(p)} onClick={() => remember(e.id)} data-testid="tel-link" aria-label={`${tr('officeTel.call')} ${p}`} style={{ fontSize: props.big ? 20 : 15, color: props.big ? 'var(--adm-color-danger)' : 'var(--adm-color-primary)' }}>
            ☎ {p}
          </a>
        ))}
      </div>
      {e.location ? (
        <div style={{ color: '#888', fontSize: 12, marginTop: 2 }}>
          {tr('officeTel.location')}: {e.location}
        </div>
      ) : null}
      {e.notes ? <div style={{ color: '#888', fontSize: 12 }}>{e.notes}</div> : null}
    </div>
  );
}
