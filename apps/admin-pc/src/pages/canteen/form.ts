/** Form glue of the canteen pages: dishes typed one per line, hours per meal, staff lists. */
import { CANTEEN_MEALS, type MealHours, type MenuDish } from '@campus/api';

/** `宫保鸡丁 荤菜 12.5` (name, optional category, price last) per line; blank lines skipped. */
export function parseDishes(text: string): { name: string; category: string; price: string }[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const parts = l.split(/\s+/);
      const last = parts[parts.length - 1] ?? '';
      const price = /^\d+(\.\d+)?$/.test(last) && parts.length > 1 ? (parts.pop() ?? '0') : '0';
      const category = parts.length > 1 ? (parts.pop() ?? '') : '';
      return { name: parts.join(' '), category, price };
    });
}

export const dishesText = (dishes: MenuDish[]): string =>
  dishes.map((d) => [d.name, d.category, (d.price / 100).toString()].filter(Boolean).join(' ')).join('\n');

/** The form's `breakfastOpen`-style fields to the hours of the meals given both times. */
export function hoursFrom(v: Record<string, unknown>): MealHours[] {
  return CANTEEN_MEALS.flatMap((meal) => {
    const open = String(v[`${meal}Open`] ?? '').trim();
    const close = String(v[`${meal}Close`] ?? '').trim();
    return open && close ? [{ meal, open, close }] : [];
  });
}

export function hoursFields(hours: MealHours[]): Record<string, string> {
  return Object.fromEntries(hours.flatMap((h) => [[`${h.meal}Open`, h.open], [`${h.meal}Close`, h.close]]));
}

export const splitAccounts = (s: string): string[] => s.split(/[,，;；\s]+/).map((x) => x.trim()).filter(Boolean);
