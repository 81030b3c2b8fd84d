/**
 * The center module's clock, in integer seconds. Codes rotate and expire by it, so tests
 * replace `clock.now` to step through 30-second windows without waiting.
 */
import { now } from '../../platform/util.js';

export const clock = {
  now: (): number => now(),
};
