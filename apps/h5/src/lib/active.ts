/**
 * Kept-alive screens stay mounted while hidden. `useOnShow` runs again each time such a screen is
 * shown, so it can refresh what may have changed meanwhile (e.g. the profile after an edit).
 */
import { createContext, useContext, useEffect, useRef } from 'react';

export const ActiveContext = createContext(true);

export function useOnShow(effect: () => void): void {
  const active = useContext(ActiveContext);
  const latest = useRef(effect);
  latest.current = effect;
  useEffect(() => {
    if (active) latest.current();
  }, [active]);
}
