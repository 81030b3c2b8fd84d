/** One screen: the site's clock, login guard, lazy load, title and the end of the progress bar once it shows. */
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import type { RouteEntry } from '../route-types';
import { ActiveContext } from '../lib/active';
import { useT } from '../lib/i18n';
import { loginRedirect } from '../lib/login';
import { useSession } from '../lib/session';
import { loadSite } from '../lib/site';
import { loadTimeZone, timeZoneKnown } from '../lib/time';
import { lazyScreen, ScreenBoundary } from './lazy-screen';
import { progress } from './progress';

/** Sets the title and ends the progress bar when the view is created (or shown again). */
export function ViewReady(props: { title: string; active: boolean; children: ReactNode }) {
  const { title, active } = props;
  useEffect(() => {
    if (!active) return;
    document.title = title;
    progress.done();
  }, [title, active]);
  return <>{props.children}</>;
}

function LoginGate(props: { children: ReactNode }) {
  const session = useSession();
  const needLogin = session.loaded && !session.user;
  useEffect(() => {
    if (!needLogin) return;
    void loadSite().then((site) => location.assign(loginRedirect(location.href, site?.login)));
  }, [needLogin]);
  if (!session.loaded || !session.user) return null;
  return <>{props.children}</>;
}

/** Shows the screen once the site's clock is known, so no time is first written on the phone's (lib/time). */
function ClockGate(props: { children: ReactNode }) {
  const [known, setKnown] = useState(timeZoneKnown);
  useEffect(() => {
    if (known) return;
    let live = true;
    void loadTimeZone().then(() => live && setKnown(true));
    return () => {
      live = false;
    };
  }, [known]);
  return known ? <>{props.children}</> : null;
}

export function ScreenHost(props: { entry: RouteEntry; active: boolean }) {
  const { entry, active } = props;
  const tr = useT();
  const [attempt, setAttempt] = useState(0);
  const Screen = lazyScreen(entry);
  const view = (
    <ScreenBoundary key={attempt} entry={entry} onRetry={() => setAttempt((a) => a + 1)}>
      <Suspense fallback={null}>
        <ViewReady title={tr(entry.title)} active={active}>
          <ActiveContext.Provider value={active}>
            <Screen variant={entry.variant} />
          </ActiveContext.Provider>
        </ViewReady>
      </Suspense>
    </ScreenBoundary>
  );
  return <ClockGate>{entry.public ? view : <LoginGate>{view}</LoginGate>}</ClockGate>;
}
