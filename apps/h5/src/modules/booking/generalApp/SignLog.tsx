/** generalApp/signlog: who was checked in when, and by whom, latest first. */
import { List } from 'antd-mobile';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { timeText } from '../../../lib/time';
import { Page } from '../../../shared/Page';
import { generalAppApi } from './endpoints';
import { spanText } from './format';
import { Footer } from './parts/Footer';
import { usePages, useRights } from './parts/hooks';
import { Notice } from './parts/Notice';
import './generalApp.css';

const fetchPage = (current: number, pageSize: number) => api(generalAppApi.signLog, { current, pageSize });

export default function SignLog() {
  const rights = useRights();
  if (!rights.sign) return <Page page="ga-signlog">{rights.loaded ? <Notice kind="denied" /> : null}</Page>;
  return <Log />;
}

function Log() {
  const tr = useT();
  const { items, hasMore, loadMore } = usePages(fetchPage);
  return (
    <Page page="ga-signlog">
      <div className="ga">
        {items.length ? (
          <List>
            {items.map((a) => (
              <List.Item
                key={a.id}
                data-testid="ga-signed"
                description={`${a.spaceName} · ${spanText(a)} · ${tr('generalApp.sign.checkedByLine', { name: a.checkedBy })}`}
                extra={a.checkedAt ? <span className="ga-at">{timeText(a.checkedAt)}</span> : ''}
              >
                {a.userName} {a.number}
              </List.Item>
            ))}
          </List>
        ) : null}
        <Footer loadMore={loadMore} hasMore={hasMore} count={items.length} empty="generalApp.sign.logEmpty" />
      </div>
    </Page>
  );
}
