/** Pure helpers of the shuttle bus screens. */
import type { Departure } from '@campus/api';

/** How long until a departure, for the countdown: departing (under a minute), minutes, or hours and minutes. */
export function countdown(at: number, now: number): { kind: 'departing' } | { kind: 'minutes'; n: number } | { kind: 'hours'; h: number; m: number } {
  const s = at - now;
  if (s < 60) return { kind: 'departing' };
  const min = Math.floor(s / 60);
  if (min < 60) return { kind: 'minutes', n: min };
  return { kind: 'hours', h: Math.floor(min / 60), m: min % 60 };
}

/** Departures grouped by route, in the order of each route's first departure. */
export function byRoute(list: Departure[]): { routeId: string; routeName: string; color: string; items: Departure[] }[] {
  const out: { routeId: string; routeName: string; color: string; items: Departure[] }[] = [];
  for (const d of list) {
    const g = out.find((x) => x.routeId === d.routeId);
    if (g) g.items.push(d);
    else out.push({ routeId: d.routeId, routeName: d.routeName, color: d.color, items: [d] });
  }
  return out;
}

/** The layout of the next-departures screen: the site profile's `shuttleBus.layout`, else the row's variant's. */
export type Layout = 'list' | 'routes';
export function layoutOf(variants: Record<string, unknown> | undefined, variant: string | undefined): Layout {
  const v = variants?.shuttleBus as { layout?: unknown } | undefined;
  if (v?.layout === 'list' || v?.layout === 'routes') return v.layout;
  return variant ? 'routes' : 'list';
}

const STOP_KEY = 'shuttleBus.stop';
export const savedStop = (): string => {
  try {
    return localStorage.getItem(STOP_KEY) ?? '';
  } catch {
    return '';
  }
};
export const saveStop = (id: string): void => {
  try {
    localStorage.setItem(STOP_KEY, id);
  } catch {
    // Private mode: the choice is just not remembered.
  }
};
