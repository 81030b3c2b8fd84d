/** The application square (apps, categories) and the school home layouts (portal.manage). */
import { admin, portal, type PortalApp, type PortalCategory } from '@campus/api';
import { t } from '@campus/i18n';
import { PageContainer } from '@ant-design/pro-components';
import { Tabs } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useLang } from '@/lib/lang';
import { call } from '@/services/api';
import { AppsTab } from './components/AppsTab';
import { CategoriesTab } from './components/CategoriesTab';
import { LayoutsTab } from './components/LayoutsTab';

export default function PortalPage() {
  useLang();
  const [categories, setCategories] = useState<PortalCategory[]>([]);
  const [apps, setApps] = useState<PortalApp[]>([]);
  const [roles, setRoles] = useState<{ value: string; label: string }[]>([]);
  const load = useCallback(() => {
    call(portal.adminCategories, {}).then((d) => setCategories(d.list), () => undefined);
    call(portal.adminApps, { current: 1, pageSize: 200 }).then((d) => setApps(d.list), () => undefined);
  }, []);
  useEffect(load, [load]);
  useEffect(() => {
    // Role names help pick; without the roles permission the codes are typed in.
    call(admin.rolesList, {}, { silent: true }).then((d) => setRoles(d.list.map((r) => ({ value: r.code, label: `${r.name} (${r.code})` }))), () => undefined);
  }, []);
  return (
    <PageContainer title={t('adminPortal.title')}>
      <Tabs
        items={[
          { key: 'apps', label: t('adminPortal.tabs.apps'), children: <AppsTab categories={categories} roles={roles} onChanged={load} /> },
          { key: 'categories', label: t('adminPortal.tabs.categories'), children: <CategoriesTab categories={categories} onChanged={load} /> },
          { key: 'layouts', label: t('adminPortal.tabs.layouts'), children: <LayoutsTab apps={apps} /> },
        ]}
      />
    </PageContainer>
  );
}
