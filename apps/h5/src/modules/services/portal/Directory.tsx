/**
 * The application square and its sibling rows (applicationSquare, applicationSquareEmic,
 * microService, microStation, matrix, appPage, xidianPage/apps, ...): one directory of the
 * services and outside apps this user may open, laid out by the route's variant, with search
 * and history, favourites on top and the popular apps. `sid` opens at a category or an app.
 */
import type { PortalApp } from '@campus/api';
import { Empty, NoticeBar } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../../lib/i18n';
import type { ScreenProps } from '../../../route-types';
import { Page } from '../../../shared/Page';
import { AppTile } from './AppTile';
import { DirectoryBody } from './DirectoryBody';
import { pick, startAt, styleOf } from './directory';
import { Favorites } from './Favorites';
import { SearchPanel } from './SearchPanel';
import { useDirectory, useOpenApp } from './useDirectory';

export default function Directory(props: ScreenProps) {
  const tr = useT();
  const [params] = useSearchParams();
  const { dir, star, order, search, clearHistory } = useDirectory();
  const open = useOpenApp();
  const [keyword, setKeyword] = useState('');
  const [focused, setFocused] = useState(false);
  const [results, setResults] = useState<PortalApp[] | null>(null);
  const sid = params.get('sid');
  const start = useMemo(() => (dir ? startAt(sid, dir.categories, dir.apps) : null), [dir, sid]);

  const onKeyword = (k: string) => {
    setKeyword(k);
    if (!k.trim()) setResults(null);
  };
  const runSearch = async (k: string) => {
    setKeyword(k);
    setResults(await search(k));
  };

  return (
    <Page page="portal-directory">
      <SearchPanel
        keyword={keyword}
        onKeyword={onKeyword}
        onSearch={(k) => void runSearch(k)}
        history={dir?.history ?? []}
        onClearHistory={() => void clearHistory()}
        results={results}
        favorites={dir?.favorites ?? []}
        onOpen={open}
        onStar={(a) => void star(a)}
        focused={focused}
        onFocus={setFocused}
      />
      {dir && start && results === null ? (
        <>
          {start.unknown ? <NoticeBar data-testid="portal-unknown-sid" content={tr('portal.unknownSid')} color="alert" wrap /> : null}
          <Favorites apps={pick(dir.favorites, dir.apps)} onOpen={open} onStar={(a) => void star(a)} onOrder={(ids) => void order(ids)} />
          {dir.popular.length ? (
            <div className="page-card" data-testid="portal-popular">
              <div className="page-title">{tr('portal.popular')}</div>
              <div className="tiles">
                {pick(dir.popular, dir.apps)
                  .slice(0, 4)
                  .map((a) => (
                    <AppTile key={a.id} app={a} favorite={dir.favorites.includes(a.id)} onOpen={open} onStar={(x) => void star(x)} />
                  ))}
              </div>
            </div>
          ) : null}
          {/* Re-mounted per sid so a new sid selects its category again. */}
          <DirectoryBody key={sid ?? ''} style={styleOf(props.variant)} categories={dir.categories} apps={dir.apps} favorites={dir.favorites} start={start} onOpen={open} onStar={(a) => void star(a)} />
          {dir.apps.length === 0 ? <Empty description={tr('portal.noApps')} /> : null}
        </>
      ) : null}
    </Page>
  );
}
