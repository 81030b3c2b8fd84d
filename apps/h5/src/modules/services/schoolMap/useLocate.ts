/**
 * "Locate me" on a geo-referenced plan: the browser's position, turned into image pixels. Only
 * offered when the map has control points; a position off the plan is said, not drawn.
 */
import type { CampusMap, PixelPoint } from '@campus/api';
import { Toast } from 'antd-mobile';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { locateOnPlan } from './geo';

export function useLocate(map: CampusMap | undefined) {
  const tr = useT();
  const [me, setMe] = useState<PixelPoint | null>(null);
  const watch = useRef<number | null>(null);
  const stop = () => {
    if (watch.current !== null) navigator.geolocation.clearWatch(watch.current);
    watch.current = null;
  };
  useEffect(() => {
    setMe(null);
    return stop;
  }, [map]);
  const available = !!map?.georef && typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const locate = useCallback(() => {
    if (!map?.georef) return;
    stop();
    let first = true;
    watch.current = navigator.geolocation.watchPosition(
      (pos) => {
        const p = locateOnPlan(map.georef, map, { lat: pos.coords.latitude, lng: pos.coords.longitude });
        if (!p && first) Toast.show({ content: tr('schoolMap.outside') });
        first = false;
        setMe(p);
      },
      () => {
        Toast.show({ content: tr('schoolMap.locateFailed'), icon: 'fail' });
        stop();
      },
      { enableHighAccuracy: true, maximumAge: 10_000, timeout: 15_000 },
    );
  }, [map, tr]);
  return { available, me, locate };
}
