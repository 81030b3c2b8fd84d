/**
 * Editing one home layout: its title and sections (add, reorder, remove, each type's settings)
 * beside a live phone preview. A refusal from the server marks the section it names.
 */
import { content, portal, type ContentCategory, type HomeSection, type PortalApp, type SectionType } from '@campus/api';
import { t } from '@campus/i18n';
import { Alert, Button, Dropdown, Empty, Input, message, Space } from 'antd';
import { useEffect, useState } from 'react';
import { fieldOf } from '@/services/errors';
import { call } from '@/services/api';
import { SECTION_TYPES, move, newSection, removeAt, replaceAt, sectionIndexOf } from '../sections';
import { PhonePreview } from './PhonePreview';
import { SectionEditor } from './SectionEditor';

function useCategories() {
  const [cats, setCats] = useState<{ news: ContentCategory[]; notice: ContentCategory[] }>({ news: [], notice: [] });
  useEffect(() => {
    Promise.all([call(content.categories, { kind: 'news' }, { silent: true }), call(content.categories, { kind: 'notice' }, { silent: true })]).then(
      ([news, notice]) => setCats({ news: news.list, notice: notice.list }),
      () => undefined,
    );
  }, []);
  return cats;
}

export function LayoutEditor(props: { layoutKey: string; apps: PortalApp[]; onSaved: () => void }) {
  const categories = useCategories();
  const [title, setTitle] = useState('');
  const [sections, setSections] = useState<HomeSection[]>([]);
  const [source, setSource] = useState<'own' | 'default' | 'builtin'>('own');
  const [error, setError] = useState<{ index: number; text: string } | null>(null);
  useEffect(() => {
    call(portal.layout, { key: props.layoutKey }).then(
      (l) => {
        setTitle(l.title);
        setSections(l.sections);
        setSource(l.source);
        setError(null);
      },
      () => undefined,
    );
  }, [props.layoutKey]);

  const edit = (next: HomeSection[]) => {
    setSections(next);
    setError(null);
  };
  async function save() {
    try {
      await call(portal.saveLayout, { key: props.layoutKey, title, sections: JSON.stringify(sections) }, { silent: true });
      setSource('own');
      void message.success(t('adminPortal.layout.saved'));
      props.onSaved();
    } catch (err) {
      const field = fieldOf(err);
      const index = sectionIndexOf(field);
      const why = err instanceof Error ? err.message : String(err);
      if (index !== null) setError({ index, text: why });
      void message.error(index !== null ? t('adminPortal.layout.badSection', { n: index + 1, m: why }) : why);
    }
  }

  return (
    <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
      <div style={{ flex: 1, minWidth: 0 }}>
        {source !== 'own' ? <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t(`adminPortal.layout.source.${source}`)} /> : null}
        <Space style={{ marginBottom: 12 }}>
          <span>{t('adminPortal.layout.title')}</span>
          <Input value={title} maxLength={40} onChange={(e) => setTitle(e.target.value)} style={{ width: 260 }} data-testid="layout-title" />
        </Space>
        {sections.map((s, i) => (
          <SectionEditor
            key={s.id}
            section={s}
            index={i}
            count={sections.length}
            apps={props.apps}
            categories={categories}
            error={error?.index === i ? error.text : null}
            onChange={(x) => edit(replaceAt(sections, i, x))}
            onMove={(by) => edit(move(sections, i, by))}
            onRemove={() => edit(removeAt(sections, i))}
          />
        ))}
        {sections.length === 0 ? <Empty description={t('adminPortal.layout.empty')} /> : null}
        <Space>
          <Dropdown menu={{ items: SECTION_TYPES.map((type) => ({ key: type, label: t(`adminPortal.layout.type.${type}`) })), onClick: ({ key }) => edit([...sections, newSection(key as SectionType, sections)]) }}>
            <Button data-testid="layout-add">{t('adminPortal.layout.add')}</Button>
          </Dropdown>
          <Button type="primary" onClick={() => void save()} data-testid="layout-save">
            {t('adminPortal.layout.save')}
          </Button>
        </Space>
      </div>
      <div>
        <div style={{ marginBottom: 8, color: '#666' }}>{t('adminPortal.layout.preview')}</div>
        <PhonePreview title={title} sections={sections} apps={props.apps} />
      </div>
    </div>
  );
}
