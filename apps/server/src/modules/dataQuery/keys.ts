/**
 * How a person's typed key values find a row: each value normalised (full-width forms folded,
 * spaces dropped, letters upper-cased, so `11010119900101123x` finds `11010119900101123X`),
 * then the list hashed. Pure, shared by the import and the query.
 */
import crypto from 'node:crypto';

export const normalise = (v: string): string => v.normalize('NFKC').replace(/\s+/g, '').toUpperCase();

export const rowKey = (values: readonly string[]): string =>
  crypto.createHash('sha256').update(values.map(normalise).join('\u0001')).digest('hex');

/** The fixed clock hour an instant falls in (the quota's window). */
export const hourOf = (t: number): number => t - (t % 3600);
