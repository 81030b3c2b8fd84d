/**
 * The campus plan in Leaflet without any outside map service: CRS.Simple over the map image,
 * a marker per POI (category icon and colour), an optional route polyline with numbered stops,
 * and an optional "me" dot. Leaflet owns its DOM; React only feeds it data through effects.
 */
import type { CampusMap, MapCategory, MapPoi, PixelPoint } from '@campus/api';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { imageBounds, toLatLng } from './geo';
import { meIcon, poiIcon, stopIcon } from './markers';
import './schoolMap.css';

export interface MapViewProps {
  map: CampusMap;
  pois: MapPoi[];
  categories: MapCategory[];
  selectedId?: string | null;
  onSelect?: (poi: MapPoi) => void;
  /** A guided route: drawn as a polyline with numbered stops. */
  path?: PixelPoint[];
  me?: PixelPoint | null;
  /** Centre on this point (a POI opened from a link). */
  focus?: PixelPoint | null;
}

/**
 * The first zoom: fill the screen (no grey bands) but keep at least half the plan's width in view,
 * so a tall phone shows a useful part of a wide plan and a desktop the whole of it.
 */
function startZoom(el: HTMLElement, size: { width: number; height: number }): number {
  const w = el.clientWidth || 360;
  const h = el.clientHeight || 480;
  const fit = Math.log2(Math.min(w / size.width, h / size.height));
  const cover = Math.log2(Math.max(w / size.width, h / size.height));
  return Math.round(Math.min(cover, fit + 1) * 4) / 4;
}

export function MapView(props: MapViewProps) {
  const box = useRef<HTMLDivElement>(null);
  const lmap = useRef<L.Map | null>(null);
  const layers = useRef<{ pois: L.LayerGroup; path: L.LayerGroup; me: L.LayerGroup } | null>(null);
  const { map } = props;

  useEffect(() => {
    if (!box.current) return;
    const bounds = imageBounds(map);
    const m = L.map(box.current, { crs: L.CRS.Simple, minZoom: -4, maxZoom: 2, zoomSnap: 0.25, attributionControl: false, maxBounds: L.latLngBounds(bounds).pad(0.2) });
    L.imageOverlay(map.imageUrl, bounds).addTo(m);
    m.setView(L.latLngBounds(bounds).getCenter(), startZoom(box.current, map));
    layers.current = { pois: L.layerGroup().addTo(m), path: L.layerGroup().addTo(m), me: L.layerGroup().addTo(m) };
    lmap.current = m;
    // The container may get its size after the first paint (lazy screens, bottom bars).
    const resize = new ResizeObserver(() => m.invalidateSize());
    resize.observe(box.current);
    return () => {
      resize.disconnect();
      m.remove();
      lmap.current = null;
      layers.current = null;
    };
  }, [map]);

  const { pois, categories, selectedId, onSelect } = props;
  useEffect(() => {
    const group = layers.current?.pois;
    if (!group) return;
    group.clearLayers();
    const cats = new Map(categories.map((c) => [c.id, c]));
    for (const p of pois) {
      const selected = p.id === selectedId;
      const marker = L.marker(toLatLng(p), { icon: poiIcon(p, cats.get(p.categoryId), selected), zIndexOffset: selected ? 1000 : 0, title: p.name, alt: p.name });
      marker.on('click', () => onSelect?.(p));
      group.addLayer(marker);
    }
  }, [map, pois, categories, selectedId, onSelect]);

  const { path } = props;
  useEffect(() => {
    const group = layers.current?.path;
    if (!group) return;
    group.clearLayers();
    if (!path || path.length === 0) return;
    group.addLayer(L.polyline(path.map(toLatLng), { color: '#1677ff', weight: 5, opacity: 0.8, dashArray: '10 8' }));
    path.forEach((p, i) => group.addLayer(L.marker(toLatLng(p), { icon: stopIcon(i + 1), interactive: false })));
  }, [map, path]);

  const { me } = props;
  useEffect(() => {
    const group = layers.current?.me;
    if (!group) return;
    group.clearLayers();
    if (me) {
      group.addLayer(L.marker(toLatLng(me), { icon: meIcon(), interactive: false }));
      lmap.current?.panTo(toLatLng(me));
    }
  }, [map, me]);

  const { focus } = props;
  useEffect(() => {
    if (focus) lmap.current?.setView(toLatLng(focus), Math.max(lmap.current.getZoom(), 0));
  }, [map, focus]);

  return <div ref={box} className="smap-map" data-testid="school-map" />;
}
