/**
 * Marker elements for Leaflet's divIcon, built with DOM calls (names come from the database and
 * are never put into HTML strings).
 */
import L from 'leaflet';
import type { MapCategory, MapPoi } from '@campus/api';

function el(tag: string, className: string, text?: string): HTMLElement {
  const e = document.createElement(tag);
  e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

export function poiIcon(poi: MapPoi, category: MapCategory | undefined, selected: boolean): L.DivIcon {
  const root = el('div', `smap-marker${selected ? ' selected' : ''}`);
  root.dataset.testid = 'poi-marker';
  root.setAttribute('aria-label', poi.name);
  const pin = el('div', 'smap-pin');
  pin.style.background = category?.color ?? '#1677ff';
  pin.appendChild(el('span', '', category?.icon ?? '•'));
  root.append(pin, el('div', 'smap-label', poi.name));
  return L.divIcon({ html: root, className: '', iconSize: [0, 0] });
}

export function stopIcon(n: number): L.DivIcon {
  return L.divIcon({ html: el('div', 'smap-stop', String(n)), className: '', iconSize: [0, 0] });
}

export function meIcon(): L.DivIcon {
  return L.divIcon({ html: el('div', 'smap-me'), className: '', iconSize: [0, 0] });
}
