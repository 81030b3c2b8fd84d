/**
 * Follows the system's "reduce motion" setting (an accessibility setting, WCAG 2.3.3): popups,
 * dialogs and pickers then open without sliding or fading, and animate again if it is turned
 * off. The switch (antd-mobile's, with its animation library) loads only when the setting is
 * on, so the first screen does not carry it.
 */
type Switch = { setReducedMotion: (reduce: boolean) => void };

export function followReducedMotion(
  win: Pick<Window, 'matchMedia'> | undefined = typeof window === 'undefined' ? undefined : window,
  load: () => Promise<Switch> = () => import('./motion-switch'),
): void {
  const media = win?.matchMedia?.('(prefers-reduced-motion: reduce)');
  if (!media) return;
  const apply = () => void load().then((s) => s.setReducedMotion(media.matches));
  if (media.matches) apply();
  media.addEventListener('change', apply);
}
