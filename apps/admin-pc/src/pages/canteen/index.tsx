/** Canteens (canteen.manage): the canteens with hours and staff, menus per day and meal (xlsx import), bookings. */
import { t } from '@campus/i18n';
import { PageContainer } from '@ant-design/pro-components';
import { Tabs } from 'antd';
import { useState } from 'react';
import { useLang } from '@/lib/lang';
import { BookingTable } from './components/BookingTable';
import { CanteenTable } from './components/CanteenTable';
import { MenuTable } from './components/MenuTable';

export default function CanteenPage() {
  useLang();
  const [tab, setTab] = useState('menus');
  const [menuId, setMenuId] = useState<string | undefined>();
  return (
    <PageContainer title={t('adminCanteen.title')}>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyInactiveTabPane
        items={[
          {
            key: 'menus',
            label: t('adminCanteen.menus'),
            children: (
              <MenuTable
                onBookings={(id) => {
                  setMenuId(id);
                  setTab('bookings');
                }}
              />
            ),
          },
          { key: 'canteens', label: t('adminCanteen.canteens'), children: <CanteenTable /> },
          { key: 'bookings', label: t('adminCanteen.bookings'), children: <BookingTable menuId={menuId} onClear={() => setMenuId(undefined)} /> },
        ]}
      />
    </PageContainer>
  );
}
