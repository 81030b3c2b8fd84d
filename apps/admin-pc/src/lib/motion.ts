/**
 * Whether the person asked their system for less motion (an accessibility setting, WCAG 2.3.3):
 * the console then opens dialogs, drawers and menus without animating them. Follows the setting
 * while the page is open.
 */
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';
const media = () => (typeof window === 'undefined' || !window.matchMedia ? undefined : window.matchMedia(QUERY));

export function subscribe(onChange: () => void): () => void {
  const m = media();
  m?.addEventListener('change', onChange);
  return () => m?.removeEventListener('change', onChange);
}
export const reduced = (): boolean => media()?.matches ?? false;

export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, reduced, () => false);
}
