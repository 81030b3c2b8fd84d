/** The campus map and guide (schoolMap.manage): maps and POIs on the plan, categories, guided routes, guides, the outside provider. */
import { schoolMap, type CampusMap, type MapCategory } from '@campus/api';
import { t } from '@campus/i18n';
import { PageContainer } from '@ant-design/pro-components';
import { Tabs } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useLang } from '@/lib/lang';
import { call } from '@/services/api';
import { CategoriesTab } from './components/CategoriesTab';
import { GuidesTab } from './components/GuidesTab';
import { MapsTab } from './components/MapsTab';
import { RoutesTab } from './components/RoutesTab';
import { SettingsTab } from './components/SettingsTab';

export default function SchoolMapPage() {
  useLang();
  const [maps, setMaps] = useState<CampusMap[]>([]);
  const [categories, setCategories] = useState<MapCategory[]>([]);
  const load = useCallback(() => {
    call(schoolMap.overview, {}).then(
      (d) => {
        setMaps(d.maps);
        setCategories(d.categories);
      },
      () => undefined,
    );
  }, []);
  useEffect(load, [load]);
  return (
    <PageContainer title={t('adminSchoolMap.title')}>
      <Tabs
        destroyInactiveTabPane
        items={[
          { key: 'maps', label: t('adminSchoolMap.tab.maps'), children: <MapsTab maps={maps} categories={categories} onChanged={load} /> },
          { key: 'categories', label: t('adminSchoolMap.tab.categories'), children: <CategoriesTab categories={categories} onChanged={load} /> },
          { key: 'routes', label: t('adminSchoolMap.tab.routes'), children: <RoutesTab maps={maps} /> },
          { key: 'guides', label: t('adminSchoolMap.tab.guides'), children: <GuidesTab /> },
          { key: 'settings', label: t('adminSchoolMap.tab.settings'), children: <SettingsTab /> },
        ]}
      />
    </PageContainer>
  );
}
