/** The directory's search: the box, the caller's recent keywords (tap to search again, or clear), and the results. */
import type { PortalApp } from '@campus/api';
import { Empty, List, SearchBar, Space, Tag } from 'antd-mobile';
import { useT } from '../../../lib/i18n';
import { AppRow } from './AppTile';

interface Props {
  keyword: string;
  onKeyword: (k: string) => void;
  onSearch: (k: string) => void;
  history: string[];
  onClearHistory: () => void;
  results: PortalApp[] | null;
  favorites: string[];
  onOpen: (a: PortalApp) => void;
  onStar: (a: PortalApp) => void;
  focused: boolean;
  onFocus: (f: boolean) => void;
}

export function SearchPanel(p: Props) {
  const tr = useT();
  return (
    <>
      <div style={{ padding: 8, background: '#fff' }}>
        <SearchBar
          data-testid="portal-search"
          placeholder={tr('portal.search')}
          value={p.keyword}
          onChange={p.onKeyword}
          onSearch={(k) => k.trim() && p.onSearch(k.trim())}
          onFocus={() => p.onFocus(true)}
          onClear={() => p.onKeyword('')}
          showCancelButton={() => p.focused || p.results !== null}
          onCancel={() => {
            p.onKeyword('');
            p.onFocus(false);
          }}
        />
      </div>
      {p.focused && p.results === null && p.history.length ? (
        <div className="page-card" data-testid="portal-history">
          <div className="row" style={{ justifyContent: 'space-between', marginBottom: 8 }}>
            <span className="muted">{tr('portal.history')}</span>
            <a role="button" onClick={p.onClearHistory} data-testid="portal-clear-history">
              {tr('portal.clearHistory')}
            </a>
          </div>
          <Space wrap>
            {p.history.map((h) => (
              <Tag key={h} round fill="outline" onClick={() => p.onSearch(h)} style={{ padding: '4px 10px' }}>
                {h}
              </Tag>
            ))}
          </Space>
        </div>
      ) : null}
      {p.results !== null ? (
        <List header={tr('portal.results')} data-testid="portal-results">
          {p.results.map((a) => (
            <AppRow key={a.id} app={a} favorite={p.favorites.includes(a.id)} onOpen={p.onOpen} onStar={p.onStar} />
          ))}
          {p.results.length === 0 ? <Empty description={tr('portal.noMatch')} /> : null}
        </List>
      ) : null}
    </>
  );
}
