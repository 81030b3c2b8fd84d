/** How the form export writes a field's value in its cell. */
import { expect, it } from 'vitest';
import { formSchema } from '@campus/api/forms';
import { cellOf } from '../src/modules/forms/xlsx.js';

it('writes a place as its address, or its coordinates when it has none (the detail views read it so too)', () => {
  const gate = formSchema.parse({ version: 1, fields: [{ id: 'gate', kind: 'location', label: '位置' }] }).fields[0]!;
  if (gate.kind === 'table') throw new Error('a leaf');
  expect(cellOf(gate, { address: '图书馆北门' }, 'zh')).toBe('图书馆北门');
  expect(cellOf(gate, { lat: 39.99, lng: 116.3, address: '东门' }, 'zh')).toBe('东门');
  expect(cellOf(gate, { lat: 39.99, lng: 116.3, address: '' }, 'zh')).toBe('39.99, 116.3');
});
