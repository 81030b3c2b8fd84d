/** Pure canteen rules: which meal is being served, how crowded a canteen is, pick-up codes. */
import crypto from 'node:crypto';
import { CANTEEN_MEALS, type CrowdLevel, type Meal, type MealHours } from '@campus/api';
import { minutesOf } from '../../platform/time.js';

/** The meal whose hours hold the local minute of the day, if any. */
export function mealAt(hours: MealHours[], minutes: number): Meal | null {
  const h = hours.find((x) => minutesOf(x.open) <= minutes && minutes < minutesOf(x.close));
  return h ? h.meal : null;
}

/**
 * How crowded a canteen is: the pick-ups of the last minutes are the diners now at the tables.
 * Against the seats when known (under 30% quiet, under 70% normal); otherwise by head count.
 */
export function crowdLevel(meal: Meal | null, recent: number, seats: number): CrowdLevel {
  if (!meal) return 'closed';
  if (seats > 0) {
    const share = recent / seats;
    return share < 0.3 ? 'quiet' : share < 0.7 ? 'normal' : 'busy';
  }
  return recent < 20 ? 'quiet' : recent < 60 ? 'normal' : 'busy';
}

/** Hours are valid when each meal appears once and opens before it closes. */
export function hoursProblem(hours: MealHours[]): string | null {
  const seen = new Set<string>();
  for (const h of hours) {
    if (seen.has(h.meal)) return `${h.meal} listed twice`;
    seen.add(h.meal);
    if (minutesOf(h.open) >= minutesOf(h.close)) return `${h.meal} closes before it opens`;
  }
  return null;
}

export const sortHours = (hours: MealHours[]) => [...hours].sort((a, b) => CANTEEN_MEALS.indexOf(a.meal) - CANTEEN_MEALS.indexOf(b.meal));

/** Six digits from the CSPRNG, read out or typed at the counter. */
export const pickupCode = (): string => String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
