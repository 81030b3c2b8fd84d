/** Campus code (campusCode.manage): the passage log with filters and export, the gates, the blocked accounts. */
import { t } from '@campus/i18n';
import { PageContainer } from '@ant-design/pro-components';
import { Tabs } from 'antd';
import { useLang } from '@/lib/lang';
import { BlockTable } from './components/BlockTable';
import { GateTable } from './components/GateTable';
import { PassageTable } from './components/PassageTable';

export default function CampusCodePage() {
  useLang();
  return (
    <PageContainer title={t('adminCampusCode.title')}>
      <Tabs
        destroyInactiveTabPane
        items={[
          { key: 'passages', label: t('adminCampusCode.passages'), children: <PassageTable /> },
          { key: 'gates', label: t('adminCampusCode.gates'), children: <GateTable /> },
          { key: 'blocks', label: t('adminCampusCode.blocks'), children: <BlockTable /> },
        ]}
      />
    </PageContainer>
  );
}
