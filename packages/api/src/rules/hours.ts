/** The week from Monday, as weekday numbers (0 is Sunday). */
export const WEEK_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0] as const;

export interface HourRun {
  /** First and last weekday of the run (0 is Sunday). */
  first: number;
  last: number;
  /** The hours of each of its days ('' when closed). */
  text: string;
}

/**
 * Opening hours as runs of days next to each other with the same hours, Monday first: people read
 * `Mon–Fri 08:00-22:00` more easily than seven lines. `text` gives a day's hours.
 */
export function hourRuns(text: (weekday: number) => string): HourRun[] {
  const runs: HourRun[] = [];
  for (const d of WEEK_FROM_MONDAY) {
    const t = text(d);
    const prev = runs[runs.length - 1];
    if (prev && prev.text === t) prev.last = d;
    else runs.push({ first: d, last: d, text: t });
  }
  return runs;
}

/** A run's days in words: every day, one day, or a range (`day` names a weekday). */
export function runDays(run: HourRun, runs: number, words: { day: (weekday: number) => string; everyDay: string; range: (from: string, to: string) => string }): string {
  if (runs === 1) return words.everyDay;
  return run.first === run.last ? words.day(run.first) : words.range(words.day(run.first), words.day(run.last));
}
