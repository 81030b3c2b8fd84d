/**
 * The media library: videos (video.manage) and photo collections (photoCollection.manage), one
 * tab each for the permissions the user holds; the tab is kept in `?tab=`.
 */
import { t } from '@campus/i18n';
import { PageContainer } from '@ant-design/pro-components';
import { useAccess, useSearchParams } from '@umijs/max';
import type { ConsoleAccess } from '@/access';
import { useLang } from '@/lib/lang';
import { CollectionsTab } from './CollectionsTab';
import { VideosTab } from './VideosTab';

type Tab = 'videos' | 'collections';

export default function MediaPage() {
  useLang();
  const access = useAccess() as ConsoleAccess;
  const tabs: Tab[] = [...(access.canVideos ? (['videos'] as const) : []), ...(access.canCollections ? (['collections'] as const) : [])];
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as Tab | null;
  const tab: Tab = requested && tabs.includes(requested) ? requested : (tabs[0] ?? 'videos');

  return (
    <PageContainer
      title={t('admin.menu.media')}
      content={t('adminMedia.help')}
      tabActiveKey={tab}
      tabList={tabs.map((k) => ({ key: k, tab: <span data-testid={`media-tab-${k}`}>{t(`adminMedia.tabs.${k}`)}</span> }))}
      onTabChange={(k) => setParams({ tab: k }, { replace: true })}
    >
      {tab === 'videos' && tabs.includes('videos') ? <VideosTab key="videos" /> : null}
      {tab === 'collections' && tabs.includes('collections') ? <CollectionsTab key="collections" /> : null}
    </PageContainer>
  );
}
