/**
 * Times of the API (seconds) as the H5 shows and takes them: on the site's clock (its timezone,
 * from the site's profile; the phone's own until it answers, or if it fails). An exchange student
 * whose phone keeps another zone still sees the 08:00 class at 08:00. `now` stays Date.now(): an
 * instant is the same everywhere, only its wall time depends on the zone.
 *
 * Screens mount once the zone is known (app/ScreenHost), so a time is never first written on the
 * phone's clock. The zone arithmetic is the console's and the server's (@campus/api/rules: clockIn).
 */
import { clockIn, isTimeZone, type Clock, type Wall } from '@campus/api/rules';
import { loadSite } from './site';

const phoneZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

let clock: Clock = clockIn(phoneZone());

/** The site's IANA timezone (null, undefined or unknown: the phone's). */
export function setTimeZone(next: string | null | undefined): void {
  clock = clockIn(next && isTimeZone(next) ? next : phoneZone());
}

let loading: Promise<void> | undefined;
let known = false;

/** Sets the zone from the site's profile, once; settles (never fails) when it is known. */
export function loadTimeZone(): Promise<void> {
  loading ??= loadSite().then((site) => {
    setTimeZone(site?.timezone);
    known = true;
  });
  return loading;
}

/** Whether loadTimeZone has settled. */
export const timeZoneKnown = (): boolean => known;

/** The zone of the clock in use: the site's, or the phone's until (unless) it is known. */
export const timeZone = (): string => clock.zone;

/** `YYYY-MM-DD`. */
export const dateText = (seconds: number): string => clock.date(seconds);

/** `HH:mm`. */
export const clockText = (seconds: number): string => clock.clock(seconds);

/** `YYYY-MM-DD HH:mm`. */
export const timeText = (seconds: number): string => clock.time(seconds);

/** `MM-DD HH:mm`. */
export const shortText = (seconds: number): string => clock.time(seconds).slice(5);

/** The calendar and clock at an instant (month 1–12). */
export const wallAt = (seconds: number): Wall => clock.wall(seconds);

/** The site's date today (or on the day of `now`, seconds), `YYYY-MM-DD`. */
export const today = (now = Date.now() / 1000): string => clock.date(now);

/** The instant of a wall time on the site's clock (`YYYY-MM-DD`, `YYYY-MM-DD HH:mm[:ss]`, a `T` allowed); undefined for anything else. */
export const wallSeconds = (text: string): number | undefined => clock.at(text);

/**
 * antd-mobile's wheel pickers hold a Date and read it with the phone's getters: the site's wall
 * time at an instant, put in those getters.
 */
export function pickerDate(seconds: number): Date {
  const w = clock.wall(seconds);
  return new Date(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
}

/** The instant of what a wheel picker shows (see pickerDate), on the site's clock. */
export function pickedSeconds(d: Date): number {
  const wall = { year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate(), hour: d.getHours(), minute: d.getMinutes(), second: d.getSeconds() };
  return clock.at(wall) ?? Math.floor(d.getTime() / 1000);
}
