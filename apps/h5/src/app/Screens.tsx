/**
 * Matches the location against the route table and renders the screen. Kept-alive screens stay
 * mounted (hidden) after you navigate away, so their state survives; each keeps the location it
 * was opened with.
 */
import { useRef } from 'react';
import { Route, Routes, useLocation, type Location } from 'react-router-dom';
import { findRoute, type RouteEntry } from '../routes';
import { splitRoute } from '../lib/location';
import { homeRoute } from '../modules/hall/route';
import NetworkError from '../shared/NetworkError';
import NoData from '../shared/NoData';
import NotFound from '../shared/NotFound';
import SystemError from '../shared/SystemError';
import { usePageError } from './page-error';
import { ScreenHost, ViewReady } from './ScreenHost';
import { useT } from '../lib/i18n';

export function resolveEntry(pathname: string): RouteEntry | undefined {
  const parts = splitRoute(pathname.replace(/\/+$/, '') || '/');
  if (!parts) return undefined;
  if (parts.module === '' || (parts.module === 'home' && parts.page === 'index')) return homeRoute;
  return findRoute(parts.module, parts.page);
}

interface Pane {
  key: string;
  entry: RouteEntry;
  location: Location;
}

export function Screens() {
  const location = useLocation();
  const tr = useT();
  const pageError = usePageError();
  const kept = useRef(new Map<string, Pane>());
  const entry = resolveEntry(location.pathname);
  const key = location.pathname;
  if (entry?.keepAlive) kept.current.set(key, { key, entry, location });

  const panes = [...kept.current.values()];
  const current = entry && !entry.keepAlive ? { key, entry, location } : undefined;
  const errorView =
    pageError?.kind === 'system' ? (
      <SystemError message={pageError.message} />
    ) : pageError?.kind === 'noData' ? (
      <NoData message={pageError.message} />
    ) : pageError?.kind === 'network' ? (
      <NetworkError message={pageError.message} />
    ) : null;

  return (
    <>
      {panes.map((p) => (
        <div key={p.key} className="pane" hidden={p.key !== key || errorView !== null}>
          <Routes location={p.location}>
            <Route path="*" element={<ScreenHost entry={p.entry} active={p.key === key && errorView === null} />} />
          </Routes>
        </div>
      ))}
      {errorView}
      {!errorView && current ? (
        <div key={current.key} className="pane">
          <ScreenHost entry={current.entry} active />
        </div>
      ) : null}
      {!errorView && !entry ? (
        <ViewReady title={tr('h5.status.notFound')} active>
          <NotFound />
        </ViewReady>
      ) : null}
    </>
  );
}
