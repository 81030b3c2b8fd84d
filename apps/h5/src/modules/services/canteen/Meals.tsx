/**
 * mucMeals/index: meal booking. Bookable meals (book before the cut-off while places last),
 * my bookings with their pick-up codes, and for canteen staff the pick-up check.
 */
import { hasModuleAuth } from '@campus/api/rules';
import { Tabs } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { loadSession } from '../../../lib/session';
import { Page } from '../../../shared/Page';
import { BookableList } from './BookableList';
import { MyBookings } from './MyBookings';
import { WriteOffPanel } from './WriteOffPanel';

export default function Meals() {
  const tr = useT();
  const [tab, setTab] = useState('book');
  const [staff, setStaff] = useState(false);
  useEffect(() => {
    void loadSession().then((s) => setStaff(!!s.user?.isSuper || hasModuleAuth(s.auth, 'canteen', 'writeOff')));
  }, []);
  return (
    <Page page="canteen-meals">
      <Tabs activeKey={tab} onChange={setTab}>
        <Tabs.Tab title={tr('canteen.tabs.book')} key="book">
          {tab === 'book' ? <BookableList onBooked={() => setTab('mine')} /> : null}
        </Tabs.Tab>
        <Tabs.Tab title={tr('canteen.tabs.mine')} key="mine">
          {tab === 'mine' ? <MyBookings /> : null}
        </Tabs.Tab>
        {staff ? (
          <Tabs.Tab title={tr('canteen.tabs.writeOff')} key="writeOff">
            {tab === 'writeOff' ? <WriteOffPanel /> : null}
          </Tabs.Tab>
        ) : null}
      </Tabs>
    </Page>
  );
}
