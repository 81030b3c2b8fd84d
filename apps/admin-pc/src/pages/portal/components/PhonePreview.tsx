/**
 * A live phone-sized preview of the layout being edited: the sections in order as the H5 home
 * screen lays them out, with the site's real apps and latest news and notices.
 */
import { content, type HomeSection, type PortalApp } from '@campus/api';
import { t } from '@campus/i18n';
import { useEffect, useState } from 'react';
import { call } from '@/services/api';

const TILE = { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4, fontSize: 11 } as const;
const ICON = { width: 36, height: 36, borderRadius: 10, background: '#1677ff', color: '#fff', display: 'flex', alignItems: 'center', justifyContent: 'center' } as const;
const CARD = { background: '#fff', borderRadius: 8, padding: 10, marginBottom: 10 } as const;

function Latest(props: { kind: 'news' | 'notice'; categoryId?: string | undefined; limit: number }) {
  const [titles, setTitles] = useState<string[]>([]);
  useEffect(() => {
    call(content.list, { kind: props.kind, current: 1, pageSize: props.limit, ...(props.categoryId ? { categoryId: props.categoryId } : {}) }, { silent: true }).then(
      (d) => setTitles(d.list.map((i) => i.title)),
      () => setTitles([]),
    );
  }, [props.kind, props.categoryId, props.limit]);
  return (
    <>
      {titles.map((x, i) => (
        <div key={i} style={{ fontSize: 12, padding: '4px 0', borderBottom: '1px solid #f0f0f0', overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}>
          {x}
        </div>
      ))}
    </>
  );
}

function Preview(props: { section: HomeSection; apps: PortalApp[] }) {
  const s = props.section;
  const title = s.title || t(`adminPortal.layout.type.${s.type}`);
  switch (s.type) {
    case 'banner':
      return (
        <div style={{ ...CARD, padding: 0, overflow: 'hidden', height: 110, background: '#e8eef7' }}>
          {s.items[0]?.image ? <img src={s.items[0].image} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} /> : null}
        </div>
      );
    case 'entries': {
      const byUses = [...props.apps].filter((a) => a.enabled).sort((a, b) => b.uses - a.uses);
      const shown = s.source === 'apps' ? s.appIds.flatMap((id) => props.apps.find((a) => a.id === id) ?? []) : s.source === 'popular' ? byUses.slice(0, s.limit) : [];
      return (
        <div style={CARD}>
          <div style={{ fontWeight: 600, marginBottom: 8 }}>{title}</div>
          {s.source === 'favorites' ? <div style={{ color: '#999', fontSize: 12 }}>{t('adminPortal.layout.sourceOpt.favorites')}</div> : null}
          <div style={{ display: 'grid', gridTemplateColumns: `repeat(${s.columns}, 1fr)`, gap: 8 }}>
            {shown.map((a) => (
              <div key={a.id} style={TILE}>
                <span style={ICON}>{(a.icon && !/^(https?:)?\//.test(a.icon) ? a.icon : a.name).slice(0, 2)}</span>
                {a.name}
              </div>
            ))}
          </div>
        </div>
      );
    }
    case 'news':
    case 'notices':
      return (
        <div style={CARD}>
          <div style={{ fontWeight: 600 }}>{title}</div>
          <Latest kind={s.type === 'news' ? 'news' : 'notice'} categoryId={s.categoryId} limit={s.limit} />
        </div>
      );
    case 'links':
      return (
        <div style={CARD}>
          {s.title ? <div style={{ fontWeight: 600, marginBottom: 6 }}>{s.title}</div> : null}
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
            {s.items.map((it, i) => (
              <span key={i} style={{ border: '1px solid #d9d9d9', borderRadius: 4, padding: '2px 8px', fontSize: 12 }}>
                {it.title}
              </span>
            ))}
          </div>
        </div>
      );
    case 'phoneBook':
      return (
        <div style={CARD}>
          <div style={{ fontWeight: 600 }}>{title}</div>
          <div style={{ color: '#1677ff', fontSize: 12 }}>☎ {t('adminPortal.layout.type.phoneBook')}</div>
        </div>
      );
  }
}

export function PhonePreview(props: { title: string; sections: HomeSection[]; apps: PortalApp[] }) {
  return (
    <div data-testid="layout-preview" style={{ width: 340, height: 640, border: '10px solid #222', borderRadius: 28, background: '#f5f5f5', overflowY: 'auto', padding: 10, boxSizing: 'border-box' }}>
      {props.title ? <div style={{ fontSize: 16, fontWeight: 600, margin: '4px 0 10px' }}>{props.title}</div> : null}
      {props.sections.map((s) => (
        <Preview key={s.id} section={s} apps={props.apps} />
      ))}
    </div>
  );
}
