/**
 * The app shell inside the router: the m_ redirect, the work done on every navigation (login
 * flag, entry address, progress bar, access log, desktop layout rule) and the screens.
 */
import { beforeNavigate, isPhone } from '@campus/api/rules';
import { useEffect, useLayoutEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useLang } from '../lib/i18n';
import { isMarkedMobile, rememberMobile, stripMobileMarker } from '../lib/location';
import { logAccess } from './access-log';
import { applyBodyWidth, desktopBodyWidth } from './layout';
import { LoadingOverlay } from './LoadingOverlay';
import { setPageError } from './page-error';
import { ProgressBar } from './ProgressBar';
import { progress } from './progress';
import { resolveEntry, Screens } from './Screens';

function applyLayout(pathname: string): void {
  applyBodyWidth(
    desktopBodyWidth({
      mobile: isMarkedMobile() || isPhone(navigator.userAgent),
      firstSegment: pathname.split('/').filter(Boolean)[0] ?? '',
      windowWidth: window.innerWidth,
      screenHeight: window.screen.height,
    }),
  );
}

function safeStorage(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
}

export function Shell() {
  const location = useLocation();
  const plain = stripMobileMarker(location.pathname);
  const lang = useLang();

  useEffect(() => {
    document.documentElement.lang = lang === 'en' ? 'en' : lang === 'tw' ? 'zh-TW' : 'zh-CN';
  }, [lang]);

  useLayoutEffect(() => {
    if (plain !== undefined) return;
    const storage = safeStorage();
    if (storage) beforeNavigate(storage, window.location);
    setPageError(null);
    progress.start();
    applyLayout(location.pathname);
  }, [location.pathname, location.search, plain]);

  useEffect(() => {
    if (plain !== undefined) return;
    const entry = resolveEntry(location.pathname);
    if (entry) logAccess(entry.appKey);
  }, [location.pathname, location.search, plain]);

  useEffect(() => {
    const onResize = () => applyLayout(window.location.pathname.replace(/^\/([a-z0-9_-]+\/)?site/, ''));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  if (plain !== undefined) {
    rememberMobile();
    return <Navigate to={{ pathname: plain, search: location.search, hash: location.hash }} replace />;
  }
  return (
    <>
      <ProgressBar />
      <Screens />
      <LoadingOverlay />
    </>
  );
}
