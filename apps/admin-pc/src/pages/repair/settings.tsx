/**
 * Repair set-up (repair.manage): categories with their SLA, areas with their buildings, workers'
 * skills and duty, and the automatic assignment rules. The three lists are loaded once here,
 * since the rules and workers tabs name categories, areas and workers.
 */
import { repair } from '@campus/api';
import { t } from '@campus/i18n';
import { PageContainer } from '@ant-design/pro-components';
import { useCallback, useEffect, useState } from 'react';
import { useLang } from '@/lib/lang';
import { call } from '@/services/api';
import { AreasTab } from './components/settings/AreasTab';
import { CategoriesTab } from './components/settings/CategoriesTab';
import type { SetupLists } from './components/settings/lists';
import { RulesTab } from './components/settings/RulesTab';
import { WorkersTab } from './components/settings/WorkersTab';

type Tab = 'categories' | 'areas' | 'workers' | 'rules';

export default function RepairSettingsPage() {
  useLang();
  const [tab, setTab] = useState<Tab>('categories');
  const [lists, setLists] = useState<SetupLists>({ categories: [], areas: [], workers: [] });

  const load = useCallback(() => {
    Promise.all([call(repair.categories, {}), call(repair.areas, {}), call(repair.workers, {})]).then(
      ([c, a, w]) => setLists({ categories: c.list, areas: a.list, workers: w.list }),
      () => undefined,
    );
  }, []);
  useEffect(load, [load]);

  return (
    <PageContainer
      title={`${t('admin.menu.repairs')} · ${t('adminRepair.settings')}`}
      tabActiveKey={tab}
      onTabChange={(k) => setTab(k as Tab)}
      tabList={(['categories', 'areas', 'workers', 'rules'] as const).map((k) => ({ key: k, tab: t(`adminRepair.setup.${k}`) }))}
    >
      {tab === 'categories' ? <CategoriesTab list={lists.categories} onSaved={load} /> : null}
      {tab === 'areas' ? <AreasTab list={lists.areas} onSaved={load} /> : null}
      {tab === 'workers' ? <WorkersTab lists={lists} onSaved={load} /> : null}
      {tab === 'rules' ? <RulesTab lists={lists} /> : null}
    </PageContainer>
  );
}
