/** Pure helpers of the canteen screens. */
import type { CrowdLevel, MealHours, MenuDish } from '@campus/api';

/** Cents as money: ¥12.50, whole yuan without decimals (¥15). */
export function yuan(cents: number): string {
  return `¥${cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2)}`;
}

export function crowdColor(level: CrowdLevel): string {
  return { closed: '#8c8c8c', quiet: '#1f9d55', normal: '#f5a623', busy: '#e53935' }[level];
}

/** `06:30–09:00` of a meal, or '' when the canteen does not serve it. */
export function hoursOf(hours: MealHours[], meal: MealHours['meal']): string {
  const h = hours.find((x) => x.meal === meal);
  return h ? `${h.open}–${h.close}` : '';
}

/** Dishes grouped by category in the order they first appear (uncategorised last). */
export function byCategory(dishes: MenuDish[]): { category: string; dishes: MenuDish[] }[] {
  const groups: { category: string; dishes: MenuDish[] }[] = [];
  for (const d of dishes) {
    const g = groups.find((x) => x.category === d.category);
    if (g) g.dishes.push(d);
    else groups.push({ category: d.category, dishes: [d] });
  }
  return groups.sort((a, b) => (a.category === '' ? 1 : b.category === '' ? -1 : 0));
}

