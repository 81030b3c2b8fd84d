/** generalApp/message: what happened to the caller's appointments — decisions, check-ins, no-shows, notes. */
import { List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { Page } from '../../../shared/Page';
import { generalAppApi } from './endpoints';
import { Footer } from './parts/Footer';
import { usePages } from './parts/hooks';
import './generalApp.css';

const fetchPage = (current: number, pageSize: number) => api(generalAppApi.events, { current, pageSize });

export default function Messages() {
  const tr = useT();
  const navigate = useNavigate();
  const { items, hasMore, loadMore } = usePages(fetchPage);
  return (
    <Page page="ga-message">
      <div className="ga">
        {items.length ? (
          <List>
            {items.map((e) => (
              <List.Item
                key={e.id}
                data-testid="ga-event"
                onClick={() => navigate(`/generalApp/details?id=${encodeURIComponent(e.appointmentId)}`)}
                description={`${e.spaceName} · ${e.when}${e.note ? ` · ${e.note}` : ''}`}
                extra={<span className="ga-at">{e.atText}</span>}
              >
                {tr(`generalApp.event.${e.kind}`)}
              </List.Item>
            ))}
          </List>
        ) : null}
        <Footer loadMore={loadMore} hasMore={hasMore} count={items.length} empty="generalApp.list.noMessages" />
      </div>
    </Page>
  );
}
