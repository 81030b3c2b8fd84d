/** The voucher console's pure glue: pasted 学工号 and the batch form to the save input. */
import { describe, expect, it } from 'vitest';
import { contract } from '@campus/api';
import { parseNumbers, toBatchInput } from '../src/pages/voucher/form';

const base = { name: '券', benefit: '减5', validity: [2_000_000_000_000, 2_000_086_400_000] as [number, number], quantity: 10, mode: 'claim' as const };

describe('voucher batch form', () => {
  it('reads a pasted column of 学工号', () => {
    expect(parseNumbers('2021001\n2021002\t2021002, 2021003 ')).toEqual(['2021001', '2021002', '2021003']);
    expect(parseNumbers(undefined)).toEqual([]);
  });

  it('sends the whole site, roles, or only named people', () => {
    const site = toBatchInput({ ...base, site: true }, undefined);
    expect(site.audience).toEqual({ site: true });
    expect(contract.voucher.saveBatch.input.safeParse(site).success).toBe(true);
    const roles = toBatchInput({ ...base, roles: ['teacher'], numbers: '2021001' }, 'B1');
    expect(roles).toMatchObject({ id: 'B1', audience: { roles: ['teacher'] }, numbers: ['2021001'] });
    const named = toBatchInput({ ...base, numbers: '2021001\n2021002' }, undefined);
    expect(named.audience).toBeUndefined();
    expect(contract.voucher.saveBatch.input.safeParse(named).success).toBe(true);
    expect(toBatchInput(base, undefined).audience).toEqual({ site: true });
  });
});
