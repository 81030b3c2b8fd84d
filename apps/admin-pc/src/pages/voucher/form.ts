/** Pure glue between the batch ProForm and the contract (tested in test/voucher-form.test.ts). */
import type { Audience } from '@campus/api';

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

const seconds = (v: unknown): number => {
  if (typeof v === 'number') return Math.floor(v / 1000);
  if (typeof v === 'string') return Math.floor(Date.parse(v.replace(' ', 'T')) / 1000);
  return Math.floor(Number((v as { valueOf(): number }).valueOf()) / 1000);
};

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
