/** The caller's occurrences over a window of local days, refetched when the window changes. */
import type { AgendaOccurrence } from '@campus/api';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../../lib/api';
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

/** Today in the site's timezone (from the server), for screens that open before any window is known. */
export function useToday(): string {
  const [today, setToday] = useState('');
  useEffect(() => {
    api(agendaApi.settings, {})
      .then((s) => setToday(new Intl.DateTimeFormat('en-CA', { timeZone: s.timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date())))
      .catch(toastError);
  }, []);
  return today;
}
