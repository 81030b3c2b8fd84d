/** The rule form's values to and from the contract (pure, so they are unit-tested). */
import type { ClockPlace, ClockRule, ClockWindow, InputOf, contract } from '@campus/api';
import { fromAudience, toAudience, type AudienceValues } from '@/components/audience';

export interface RuleValues extends AudienceValues {
  name: string;
  weekdays: number[];
  /** The range picker's two ends (Dayjs objects or texts); only their dates are kept. */
  dates?: [unknown, unknown];
  windows: (Omit<ClockWindow, 'late'> & { late?: string | null })[];
  places?: ClockPlace[];
  active: boolean;
}

/** `YYYY-MM-DD` of what a date picker holds, or undefined. */
export function dayOf(v: unknown): string | undefined {
  if (!v) return undefined;
  const text = typeof v === 'string' ? v : ((v as { format?: (f: string) => string }).format?.('YYYY-MM-DD') ?? '');
  return /^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : undefined;
}

export function toRuleValues(r?: ClockRule): Partial<RuleValues> {
  if (!r) return { weekdays: [1, 2, 3, 4, 5], windows: [{ name: '', start: '07:00', end: '09:00', late: '08:00' }], places: [], active: true, audienceKind: 'some', roles: ['student'] };
  return { name: r.name, weekdays: r.weekdays, dates: r.startsOn && r.endsOn ? [r.startsOn, r.endsOn] : undefined, windows: r.windows, places: r.places, active: r.active, ...fromAudience(r.audience) };
}

export function toSaveRule(v: RuleValues, id?: string): InputOf<typeof contract.clock.saveRule> {
  return {
    id,
    name: v.name,
    audience: toAudience(v),
    weekdays: v.weekdays,
    // An empty late time means "never late".
    windows: v.windows.map((w) => ({ name: w.name, start: w.start, end: w.end, late: w.late || null })),
    places: v.places ?? [],
    startsOn: dayOf(v.dates?.[0]),
    endsOn: dayOf(v.dates?.[1]),
    active: v.active,
  };
}
