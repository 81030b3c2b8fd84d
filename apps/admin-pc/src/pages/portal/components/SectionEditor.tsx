/**
 * One section of a layout being edited: its title and its type's settings. Controlled inputs
 * rather than a ProForm: the section list is one value edited in place and previewed live.
 */
import type { ContentCategory, HomeSection, PortalApp } from '@campus/api';
import { t } from '@campus/i18n';
import { Button, Card, Input, InputNumber, Select, Space, Switch } from 'antd';
import type { ReactNode } from 'react';

interface Props {
  section: HomeSection;
  index: number;
  count: number;
  apps: PortalApp[];
  categories: { news: ContentCategory[]; notice: ContentCategory[] };
  error: string | null;
  onChange: (s: HomeSection) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

const Row = (p: { label: string; children: ReactNode }) => (
  <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 8 }}>
    <span style={{ width: 90, color: '#666', flex: 'none' }}>{p.label}</span>
    <div style={{ flex: 1 }}>{p.children}</div>
  </div>
);

function ItemsEditor<T extends Record<string, string | undefined>>(p: { items: T[]; fields: { key: keyof T & string; label: string }[]; blank: T; onChange: (items: T[]) => void }) {
  return (
    <>
      {p.items.map((it, i) => (
        <Space key={i} style={{ display: 'flex', marginBottom: 6 }} align="start">
          {p.fields.map((f) => (
            <Input key={f.key} placeholder={f.label} value={it[f.key] ?? ''} onChange={(e) => p.onChange(p.items.map((x, j) => (j === i ? { ...x, [f.key]: e.target.value } : x)))} />
          ))}
          <Button size="small" onClick={() => p.onChange(p.items.filter((_, j) => j !== i))}>
            {t('adminPortal.layout.remove')}
          </Button>
        </Space>
      ))}
      <Button size="small" type="dashed" onClick={() => p.onChange([...p.items, { ...p.blank }])}>
        {t('adminPortal.layout.addItem')}
      </Button>
    </>
  );
}

function Settings(p: Props) {
  const s = p.section;
  const set = (patch: Partial<HomeSection>) => p.onChange({ ...s, ...patch } as HomeSection);
  switch (s.type) {
    case 'banner':
      return (
        <ItemsEditor
          items={s.items.map((i) => ({ image: i.image, title: i.title, link: i.link }))}
          fields={[{ key: 'image', label: t('adminPortal.layout.image') }, { key: 'title', label: t('adminPortal.layout.linkTitle') }, { key: 'link', label: t('adminPortal.layout.link') }]}
          blank={{ image: '', title: '', link: undefined }}
          onChange={(items) => set({ items: items.map((i) => ({ image: i.image, title: i.title, ...(i.link ? { link: i.link } : {}) })) })}
        />
      );
    case 'entries':
      return (
        <>
          <Row label={t('adminPortal.layout.source2')}>
            <Select style={{ width: '100%' }} value={s.source} onChange={(source) => set({ source })} options={(['apps', 'popular', 'favorites'] as const).map((v) => ({ value: v, label: t(`adminPortal.layout.sourceOpt.${v}`) }))} />
          </Row>
          {s.source === 'apps' ? (
            <Row label={t('adminPortal.layout.apps')}>
              <Select mode="multiple" style={{ width: '100%' }} value={s.appIds} onChange={(appIds) => set({ appIds })} optionFilterProp="label" options={p.apps.map((a) => ({ value: a.id, label: a.name }))} />
            </Row>
          ) : (
            <Row label={t('adminPortal.layout.limit')}>
              <InputNumber min={1} max={24} precision={0} value={s.limit} onChange={(v) => set({ limit: v ?? 8 })} />
            </Row>
          )}
          <Row label={t('adminPortal.layout.columns')}>
            <InputNumber min={3} max={5} precision={0} value={s.columns} onChange={(v) => set({ columns: v ?? 4 })} />
          </Row>
        </>
      );
    case 'news':
    case 'notices':
      return (
        <>
          <Row label={t('adminPortal.layout.category')}>
            <Select
              style={{ width: '100%' }}
              allowClear
              placeholder={t('adminPortal.layout.anyCategory')}
              value={s.categoryId}
              onChange={(categoryId?: string) => p.onChange({ ...s, categoryId })}
              options={(s.type === 'news' ? p.categories.news : p.categories.notice).map((c) => ({ value: c.id, label: c.name }))}
            />
          </Row>
          <Row label={t('adminPortal.layout.limit')}>
            <InputNumber min={1} max={20} precision={0} value={s.limit} onChange={(v) => set({ limit: v ?? 5 })} />
          </Row>
        </>
      );
    case 'links':
      return (
        <ItemsEditor
          items={s.items}
          fields={[{ key: 'title', label: t('adminPortal.layout.linkTitle') }, { key: 'target', label: t('adminPortal.layout.link') }]}
          blank={{ title: '', target: '' }}
          onChange={(items) => set({ items })}
        />
      );
    case 'phoneBook':
      return (
        <Row label={t('adminPortal.layout.showEmergency')}>
          <Switch checked={s.showEmergency} onChange={(showEmergency) => set({ showEmergency })} />
        </Row>
      );
  }
}

export function SectionEditor(p: Props) {
  return (
    <Card
      size="small"
      data-testid="layout-section"
      data-type={p.section.type}
      data-section={p.section.id}
      style={{ marginBottom: 12, borderColor: p.error ? '#ff4d4f' : undefined }}
      title={`${p.index + 1}. ${t(`adminPortal.layout.type.${p.section.type}`)}`}
      extra={
        <Space size={4}>
          <Button size="small" disabled={p.index === 0} onClick={() => p.onMove(-1)}>
            {t('adminPortal.layout.up')}
          </Button>
          <Button size="small" disabled={p.index === p.count - 1} onClick={() => p.onMove(1)}>
            {t('adminPortal.layout.down')}
          </Button>
          <Button size="small" danger onClick={p.onRemove}>
            {t('adminPortal.layout.remove')}
          </Button>
        </Space>
      }
    >
      {p.error ? <div style={{ color: '#ff4d4f', marginBottom: 8 }} data-testid="layout-section-error">{p.error}</div> : null}
      <Row label={t('adminPortal.layout.sectionTitle')}>
        <Input value={p.section.title} maxLength={40} onChange={(e) => p.onChange({ ...p.section, title: e.target.value })} />
      </Row>
      <Settings {...p} />
    </Card>
  );
}
