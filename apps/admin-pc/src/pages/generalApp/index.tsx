/**
 * Venue and event appointments in the console (generalAppPc): spaces (manage), records, the
 * approval queue, name lists, usage and notes to applicants — one tab each, the tab in `?tab=`.
 * Space editing (information) and one appointment (details) are hidden sub-routes.
 */
import { t } from '@campus/i18n';
import { PageContainer } from '@ant-design/pro-components';
import { useSearchParams } from '@umijs/max';
import { useLang } from '@/lib/lang';
import { AdviceTab } from './components/AdviceTab';
import { ApprovalTab } from './components/ApprovalTab';
import { tabsFor, type TabKey } from './components/logic';
import { NameListTab } from './components/NameListTab';
import { RecordsTab } from './components/RecordsTab';
import { useGaRights } from './components/rights';
import { SpacesTab } from './components/SpacesTab';
import { UsageTab } from './components/UsageTab';

const TABS: Record<TabKey, () => JSX.Element> = {
  manage: SpacesTab,
  record: RecordsTab,
  approval: ApprovalTab,
  nameList: NameListTab,
  usage: UsageTab,
  advice: AdviceTab,
};

export default function GeneralAppPage() {
  useLang();
  const rights = useGaRights();
  const tabs = tabsFor(rights);
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as TabKey | null;
  const tab: TabKey = asked && tabs.includes(asked) ? asked : (tabs[0] ?? 'approval');
  const Tab = TABS[tab];
  return (
    <PageContainer
      title={t('admin.menu.appointments')}
      tabActiveKey={tab}
      tabList={tabs.map((k) => ({
        key: k,
        tab: <span data-testid={`ga-tab-${k}`}>{t(`adminGeneralApp.tab.${k}`)}</span>,
      }))}
      onTabChange={(k) => setParams({ tab: k })}
    >
      <Tab key={tab} />
    </PageContainer>
  );
}
