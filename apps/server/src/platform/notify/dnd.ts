/**
 * Do-not-disturb: whether a notice may be pushed to a person now, from their saved notice
 * settings (modules/user stores them under user_settings key `notice`).
 *
 * - A muted category is never pushed.
 * - `dnd` on with quiet hours: nothing is pushed between quietStart and quietEnd (the window may
 *   wrap midnight, 22:00-07:00; start inclusive, end exclusive). `dnd` on without quiet hours:
 *   nothing is pushed at all. `dnd` off: quiet hours are kept but not applied.
 * - Quiet hours are wall-clock times of the SITE's timezone: the settings carry no timezone of
 *   their own, and a campus lives in one. The site's module variants may set it
 *   (`variants.message.timezone`, an IANA name); the default is Asia/Shanghai.
 * Held-back messages still land in the message centre (only the push is skipped).
 */
import { noticeSettings, type NoticeSettings } from '@campus/api';
import { isTimeZone } from '@campus/api/rules/zone';
import { localOf, minutesOf } from '../time.js';
import { parseJson } from '../util.js';

export const DEFAULT_TIMEZONE = 'Asia/Shanghai';

export type DndSettings = Pick<NoticeSettings, 'dnd' | 'quietStart' | 'quietEnd' | 'mutedCategories' | 'channels'>;

export const DEFAULT_SETTINGS: DndSettings = noticeSettings.parse({});

/** Saved settings text to settings; anything unreadable falls back to the defaults. */
export function readSettings(text: string | undefined): DndSettings {
  if (!text) return DEFAULT_SETTINGS;
  const parsed = noticeSettings.safeParse(parseJson<unknown>(text, {}));
  return parsed.success ? parsed.data : DEFAULT_SETTINGS;
}

/** The site's timezone for quiet hours, from its module variants (JSON text). */
export function siteTimezone(variantsJson: string | undefined): string {
  const v = parseJson<{ message?: { timezone?: unknown } }>(variantsJson, {});
  const tz = v.message?.timezone;
  return typeof tz === 'string' && isTimeZone(tz) ? tz : DEFAULT_TIMEZONE;
}

/** Minutes since local midnight in the timezone at the given time (seconds). */
export const localMinutes = (at: number, tz: string): number => localOf(at, tz).minutes;

/** Whether quiet time is on for these settings at `minutes` past local midnight. */
export function isQuiet(s: DndSettings, minutes: number): boolean {
  if (!s.dnd) return false;
  if (s.quietStart === '' || s.quietEnd === '') return true;
  const start = minutesOf(s.quietStart);
  const end = minutesOf(s.quietEnd);
  return start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
}

/** The push decision for one person and one category at `minutes` past local midnight. */
export function mayPush(s: DndSettings, category: string, minutes: number): boolean {
  return !s.mutedCategories.includes(category) && !isQuiet(s, minutes);
}
