/**
 * Does a slider drag look like a person? A person's drag takes time, has many points whose clock
 * never runs backwards, starts at the left, ends where the piece was dropped and changes speed
 * along the way. A script that posts the answer alone, or a perfectly even line, fails.
 */
export interface TrackPoint {
  x: number;
  t: number;
}

export const TRACK_RULES = {
  minPoints: 5,
  /** Milliseconds from the first point to the last. */
  minDurationMs: 200,
  maxDurationMs: 60_000,
  /** How far right of 0 the drag may start, and how far its end may sit from the answer. */
  startSlackPx: 10,
  endSlackPx: 4,
} as const;

/** Null when human-like, else the rule it breaks (for logs and tests, never shown to users). */
export function trackProblem(track: TrackPoint[], x: number, width: number): string | null {
  const first = track[0];
  const last = track[track.length - 1];
  if (!first || !last || track.length < TRACK_RULES.minPoints) return 'too few points';
  const duration = last.t - first.t;
  if (duration < TRACK_RULES.minDurationMs) return 'too fast';
  if (duration > TRACK_RULES.maxDurationMs) return 'too slow';
  if (first.x > TRACK_RULES.startSlackPx) return 'does not start at the left';
  if (Math.abs(last.x - x) > TRACK_RULES.endSlackPx) return 'does not end at x';
  const speeds: number[] = [];
  for (let i = 1; i < track.length; i++) {
    const a = track[i - 1]!;
    const b = track[i]!;
    if (b.t < a.t) return 'time runs backwards';
    if (b.x < -5 || b.x > width + 5) return 'off the track';
    if (b.t > a.t) speeds.push((b.x - a.x) / (b.t - a.t));
  }
  if (speeds.length < 3) return 'too few timed moves';
  const max = Math.max(...speeds);
  const min = Math.min(...speeds);
  // A machine moves evenly; a hand speeds up and slows down.
  if (max - min <= Math.max(Math.abs(max), Math.abs(min)) * 0.05) return 'even speed';
  return null;
}
