/** generalApp/myAppointment (upcoming, soonest first) and generalApp/history (all, latest first). */
import { Button } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import type { ScreenProps } from '../../../route-types';
import { Page } from '../../../shared/Page';
import { generalAppApi } from './endpoints';
import { ApptCard } from './parts/ApptCard';
import { Footer } from './parts/Footer';
import { usePages } from './parts/hooks';
import './generalApp.css';

export default function MyList(props: ScreenProps) {
  const tr = useT();
  const navigate = useNavigate();
  const scope = props.variant === 'history' ? 'history' : 'upcoming';
  const [noShows, setNoShows] = useState(0);
  const fetchPage = useCallback(
    async (current: number, pageSize: number) => {
      const d = await api(generalAppApi.mine, { scope, current, pageSize });
      setNoShows(d.noShows);
      return d;
    },
    [scope],
  );
  const { items, hasMore, loadMore, reset } = usePages(fetchPage);
  useEffect(reset, [scope, reset]);
  return (
    <Page page={`ga-${scope}`}>
      <div className="ga">
        {noShows ? (
          <div className="ga-muted" style={{ color: '#ff3141' }}>
            {tr('generalApp.list.noShows', { n: noShows })}
          </div>
        ) : null}
        <div className="ga-grid">
          {items.map((a) => (
            <ApptCard key={a.id} a={a} onClick={() => navigate(`/generalApp/details?id=${encodeURIComponent(a.id)}`)} />
          ))}
        </div>
        <Footer
          loadMore={loadMore}
          hasMore={hasMore}
          count={items.length}
          empty="generalApp.list.empty"
          emptyAction={
            <Button color="primary" fill="outline" onClick={() => navigate('/generalApp/index')} data-testid="ga-browse">
              {tr('generalApp.list.browse')}
            </Button>
          }
        />
      </div>
    </Page>
  );
}
