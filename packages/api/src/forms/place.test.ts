// A location field's value is an address with coordinates when a device gave a position: the
// engine stores either, refuses what is neither, and demands coordinates only of a field that asks.
import { describe, expect, it } from 'vitest';
import { hasPosition, placeFromPosition, placeOf, placeText, placeWithAddress } from './place.js';
import { formSchema } from './schema.js';
import { validateSubmission } from './validate.js';

const formOf = (extra: Record<string, unknown> = {}) => formSchema.parse({ version: 1, fields: [{ id: 'gate', kind: 'location', label: '位置', ...extra }] });
const check = (value: unknown, extra: Record<string, unknown> = {}) => validateSubmission(formOf(extra), { gate: value });

describe('a location field’s check', () => {
  it('stores a position with its address, coordinates sent as text read as numbers', () => {
    expect(check({ lat: 39.99, lng: 116.3, address: ' 东门 ' }).values.gate).toEqual({ lat: 39.99, lng: 116.3, address: '东门' });
    expect(check({ lat: '39.99', lng: '-116.3', address: '东门' }).values.gate).toEqual({ lat: 39.99, lng: -116.3, address: '东门' });
    expect(check({ lat: 39.99, lng: 116.3 }).values.gate).toEqual({ lat: 39.99, lng: 116.3, address: '' });
  });

  it('stores an address alone, with no coordinates (a desktop without a position)', () => {
    const r = check({ address: '图书馆北门' });
    expect(r.errors).toEqual([]);
    expect(r.values.gate).toEqual({ address: '图书馆北门' });
    // Empty coordinates, as a form-encoded body sends them, are no coordinates.
    expect(check({ address: '图书馆北门', lat: '', lng: '' }).values.gate).toEqual({ address: '图书馆北门' });
  });

  it('demands coordinates only of a field that requires a position', () => {
    const r = check({ address: '图书馆北门' }, { requirePosition: true });
    expect(r.errors).toEqual([{ path: 'gate', key: 'forms.error.position', params: {} }]);
    expect(check({ lat: 39.99, lng: 116.3, address: '东门' }, { requirePosition: true }).errors).toEqual([]);
  });

  it('reads a place with neither address nor coordinates as empty: required when the field is', () => {
    expect(check({ address: '   ' }).values).not.toHaveProperty('gate');
    expect(check({ address: '' }, { required: true }).errors).toEqual([{ path: 'gate', key: 'forms.error.required', params: {} }]);
    expect(check({}, { required: true }).errors).toEqual([{ path: 'gate', key: 'forms.error.required', params: {} }]);
  });

  it('refuses half a position, coordinates out of range or not numbers, and values of another shape', () => {
    for (const bad of [{ lat: 39.99, address: '东门' }, { lat: 91, lng: 0 }, { lat: 0, lng: 181 }, { lat: ' ', lng: 2 }, { lat: 'north', lng: 2 }, { lat: true, lng: 2 }, { address: 12 }, '东门', ['东门']]) {
      expect(check(bad).errors, JSON.stringify(bad)).toEqual([{ path: 'gate', key: 'forms.error.type', params: { kind: 'location' } }]);
    }
  });

  it('cuts an address past 200 characters, as it cuts a picked name', () => {
    expect((check({ address: 'x'.repeat(300) }).values.gate as { address: string }).address).toHaveLength(200);
  });
});

describe('place helpers', () => {
  it('read a stored place with or without coordinates', () => {
    expect(placeOf({ lat: 1, lng: 2 })).toEqual({ lat: 1, lng: 2, address: '' });
    expect(placeOf({ address: '东门' })).toEqual({ address: '东门' });
    expect(placeOf({ lat: '1', lng: 2 })).toBeNull();
    expect(placeOf(null)).toBeNull();
    expect(hasPosition(placeOf({ address: '东门' }))).toBe(false);
    expect(hasPosition(placeOf({ lat: 1, lng: 2 }))).toBe(true);
  });

  it('take the browser position rounded, the typed address kept or the coordinates in words', () => {
    expect(placeFromPosition({ latitude: 39.9912345678, longitude: 116.3056789 }, '图书馆')).toEqual({ lat: 39.991235, lng: 116.305679, address: '图书馆' });
    expect(placeFromPosition({ latitude: 1, longitude: 2 }).address).toBe('1.00000, 2.00000');
  });

  it('keep the coordinates when the address is retyped, and an address alone as a place', () => {
    const at = { lat: 39.99, lng: 116.3, address: '' };
    expect(placeWithAddress(at, '东门')).toEqual({ ...at, address: '东门' });
    expect(placeWithAddress(undefined, '东门')).toEqual({ address: '东门' });
    expect(placeWithAddress({ address: '东门' }, '')).toBeUndefined();
    expect(placeWithAddress(at, '')).toEqual(at);
  });

  it('word a place by its address, else its coordinates', () => {
    expect(placeText({ lat: 1, lng: 2, address: '东门' })).toBe('东门');
    expect(placeText({ address: '东门' })).toBe('东门');
    expect(placeText({ lat: 1.5, lng: 2 })).toBe('1.5, 2');
    expect(placeText('东门')).toBe('');
  });
});
