/** Pure glue between the batch ProForm and the contract (tested in test/voucher-form.test.ts). */
import type { Audience } from '@campus/api';
import { toSeconds } from '@/lib/table';

export interface BatchFormValues {
  name: string;
  benefit: string;
  description?: string;
  validity: [unknown, unknown];
  quantity: number;
  perPerson?: number;
  mode: 'issue' | 'claim';
  published?: boolean;
  site?: boolean;
  roles?: string[];
  numbers?: string;
}

/** Seconds from what the validity picker hands back, on the site's clock. */
const seconds = (v: unknown): number => toSeconds(v) ?? NaN;

/** 学工号 pasted one per line (or separated by commas, tabs or spaces, as an Excel column pastes). */
export function parseNumbers(text: string | undefined): string[] {
  return [...new Set((text ?? '').split(/[\s,，;；]+/).map((s) => s.trim()).filter(Boolean))];
}

export function toBatchInput(v: BatchFormValues, id: string | undefined, keptUsers: string[] = []) {
  const numbers = parseNumbers(v.numbers);
  const audience: Audience = v.site || (!v.roles?.length && !keptUsers.length && !numbers.length) ? { site: true } : { ...(v.roles?.length ? { roles: v.roles } : {}), ...(keptUsers.length ? { users: keptUsers } : {}) };
  return {
    ...(id ? { id } : {}),
    name: v.name,
    benefit: v.benefit,
    description: v.description ?? '',
    validFrom: seconds(v.validity[0]),
    validTo: seconds(v.validity[1]),
    quantity: v.quantity,
    perPerson: v.perPerson ?? 1,
    mode: v.mode,
    published: v.published !== false,
    // Named people may be the whole audience: then only their numbers are sent.
    ...(v.site || v.roles?.length || keptUsers.length || !numbers.length ? { audience } : {}),
    ...(numbers.length ? { numbers } : {}),
  };
}

/** What the server refuses in the pasted 学工号 (each at most 32 characters, at most 5000), as an i18n key. */
export function numbersProblem(text: string | undefined): { key: 'numbersTooLong' | 'numbersTooMany'; vars: Record<string, string | number> } | null {
  const numbers = parseNumbers(text);
  const long = numbers.find((n) => n.length > 32);
  if (long) return { key: 'numbersTooLong', vars: { number: long.slice(0, 40) } };
  if (numbers.length > 5000) return { key: 'numbersTooMany', vars: { n: numbers.length } };
  return null;
}

/** A validity whose end is not after its start (the server refuses it). */
export const validityEmpty = (v: BatchFormValues['validity'] | undefined): boolean =>
  !!v && v[0] !== undefined && v[1] !== undefined && v[0] !== null && v[1] !== null && seconds(v[1]) <= seconds(v[0]);
