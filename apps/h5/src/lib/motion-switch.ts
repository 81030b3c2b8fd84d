/** antd-mobile's animations on or off (loaded by lib/motion when the system asks for less motion). */
import { reduceMotion, restoreMotion } from 'antd-mobile';

export function setReducedMotion(reduce: boolean): void {
  if (reduce) reduceMotion();
  else restoreMotion();
}
