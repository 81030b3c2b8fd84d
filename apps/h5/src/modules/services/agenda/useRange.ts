/** The caller's occurrences over a window of local days, refetched when the window changes. */
import type { AgendaOccurrence } from '@campus/api';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { today } from '../../../lib/time';
import { toastError } from '../../../shared/errors';
import { agendaApi } from './endpoints';

export function useRange(from: string, to: string) {
  const [state, setState] = useState<{ list: AgendaOccurrence[]; today: string; loaded: boolean }>({ list: [], today: '', loaded: false });
  const load = useCallback(() => {
    let live = true;
    api(agendaApi.range, { from, to })
      .then((d) => live && setState({ list: d.list, today: d.today, loaded: true }))
      .catch(toastError);
    return () => {
      live = false;
    };
  }, [from, to]);
  useEffect(load, [load]);
  return { ...state, reload: load };
}

/** Today on the site's clock, for screens that open before any window is known; fixed while the screen is open. */
export function useToday(): string {
  return useState(today)[0];
}
