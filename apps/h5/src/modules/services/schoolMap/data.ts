/** Loading hooks of the map screens: the site's maps and categories, a map's POIs, a debounced search. */
import type { MapPoi, OutputOf } from '@campus/api';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { toastError } from '../../../shared/errors';
import { schoolMapApi } from './endpoints';

export type Overview = OutputOf<typeof schoolMapApi.overview>;

export function useOverview(): Overview | null {
  const [o, setO] = useState<Overview | null>(null);
  useEffect(() => {
    let live = true;
    api(schoolMapApi.overview, {})
      .then((d) => live && setO(d))
      .catch(toastError);
    return () => {
      live = false;
    };
  }, []);
  return o;
}

/** POIs of one map (or every map when mapId is undefined and `all` is set). */
export function usePois(mapId: string | undefined, all = false): MapPoi[] {
  const [list, setList] = useState<MapPoi[]>([]);
  useEffect(() => {
    if (!mapId && !all) return setList([]);
    let live = true;
    api(schoolMapApi.pois, mapId ? { mapId } : {})
      .then((d) => live && setList(d.list))
      .catch(toastError);
    return () => {
      live = false;
    };
  }, [mapId, all]);
  return list;
}

/** Server-side search (name, description, phone, category) over every map, 250 ms after typing stops. */
export function useSearch(keyword: string): MapPoi[] | null {
  const [found, setFound] = useState<MapPoi[] | null>(null);
  useEffect(() => {
    const kw = keyword.trim();
    if (!kw) return setFound(null);
    let live = true;
    const timer = setTimeout(() => {
      api(schoolMapApi.pois, { keyword: kw })
        .then((d) => live && setFound(d.list))
        .catch(toastError);
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [keyword]);
  return found;
}
