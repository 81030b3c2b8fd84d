import { describe, expect, it } from 'vitest';
import type { AssetRow } from '@campus/api';
import { dateText, labelUrl, toAssetInput, toFormValues } from '../src/pages/asset/form';

describe('asset form glue', () => {
  it('sends only what was filled, trimmed, with the date as YYYY-MM-DD', () => {
    expect(toAssetInput({ code: ' A-1 ', name: ' 投影仪 ', value: 12.5, purchaseDate: { format: () => '2024-03-01' } })).toEqual({
      code: 'A-1',
      name: '投影仪',
      category: '',
      location: '',
      keeperNumber: '',
      status: 'inUse',
      purchaseDate: '2024-03-01',
      value: '12.5',
      notes: '',
    });
    expect(toAssetInput({ code: 'A', name: 'B', departmentId: 'd1', value: '' })).toMatchObject({ departmentId: 'd1' });
    expect(toAssetInput({ code: 'A', name: 'B', value: '' })).not.toHaveProperty('value');
  });
  it('reads date picker values', () => {
    expect(dateText('2024-05-06 00:00:00')).toBe('2024-05-06');
    expect(dateText(null)).toBeUndefined();
    expect(dateText(42)).toBeUndefined();
  });
  it('fills the edit form from a stored asset', () => {
    const a = { code: 'A', name: 'B', category: 'c', location: 'l', keeperNumber: 'T1', departmentId: null, status: 'repair', purchaseDate: '', value: '10.00', notes: '' } as unknown as AssetRow;
    expect(toFormValues(a)).toEqual({ code: 'A', name: 'B', category: 'c', location: 'l', keeperNumber: 'T1', status: 'repair', value: '10.00', notes: '' });
  });
  it('makes the label address absolute', () => {
    expect(labelUrl('http://h:1/', '/site/asset/index?code=A')).toBe('http://h:1/site/asset/index?code=A');
  });
});
