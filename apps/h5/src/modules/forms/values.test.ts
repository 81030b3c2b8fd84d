import { formSchema, formsReducer, initialFormsState, leaveTemplate, validateSubmission, type FormSchema } from '@campus/api/forms';
import { describe, expect, it } from 'vitest';
import {
  accepted, addRef, choiceFromPicker, choiceToPicker, dateFromPicker, datetimeFromPicker, dateToPicker, displayText, listFromPicker, numberFromInput,
  numberToInput, placeFromPosition, placeOf, refsOf, removeRef, timeFromPicker, timeToPicker,
} from './values';

describe('date, time and datetime between pickers and stored text', () => {
  it('round-trips a date through the local Date a DatePicker holds', () => {
    const d = dateToPicker('2026-02-28');
    expect(d?.getFullYear()).toBe(2026);
    expect(d?.getMonth()).toBe(1);
    expect(d?.getDate()).toBe(28);
    expect(dateFromPicker(d as Date)).toBe('2026-02-28');
  });
  it('keeps hours and minutes of a datetime, accepting the T form', () => {
    const d = dateToPicker('2026-11-25T08:05') as Date;
    expect(datetimeFromPicker(d)).toBe('2026-11-25 08:05');
    expect(datetimeFromPicker(dateToPicker('2026-11-25 23:59') as Date)).toBe('2026-11-25 23:59');
  });
  it('reads nothing from empty or malformed values', () => {
    expect(dateToPicker(undefined)).toBeNull();
    expect(dateToPicker('25/11/2026')).toBeNull();
    expect(dateToPicker(20261125)).toBeNull();
  });
  it('turns the two time columns into HH:mm and back', () => {
    expect(timeFromPicker(['08', '30'])).toBe('08:30');
    expect(timeFromPicker([7, 5])).toBe('07:05');
    expect(timeFromPicker([null, '30'])).toBeUndefined();
    expect(timeToPicker('18:45')).toEqual(['18', '45']);
    expect(timeToPicker('later')).toEqual([]);
  });
});

describe('numbers, choices and lists', () => {
  it('stores typed numbers as numbers, empty as nothing, and keeps garbage for validation to report', () => {
    expect(numberFromInput(' 12.5 ')).toBe(12.5);
    expect(numberFromInput('-3')).toBe(-3);
    expect(numberFromInput('')).toBeUndefined();
    expect(numberFromInput('12abc')).toBe('12abc');
    expect(numberFromInput('1e5')).toBe('1e5');
    expect(numberToInput(0)).toBe('0');
    expect(numberToInput(undefined)).toBe('');
  });
  it('a single choice is its value; the picker holds a one-item column', () => {
    expect(choiceToPicker('sick')).toEqual(['sick']);
    expect(choiceToPicker(undefined)).toEqual([]);
    expect(choiceFromPicker(['pm'])).toBe('pm');
    expect(choiceFromPicker([null])).toBeUndefined();
  });
  it('a cascader or region path drops unpicked levels; nothing picked is no value', () => {
    expect(listFromPicker(['河北省', '石家庄市', null])).toEqual(['河北省', '石家庄市']);
    expect(listFromPicker([null])).toBeUndefined();
  });
});

describe('people, files, places', () => {
  const a = { id: 'u1', name: '张三' };
  const b = { id: 'u2', name: '李四' };
  it('a single pick replaces, a multiple one appends without duplicates and within the cap', () => {
    expect(addRef([a], b, false)).toEqual([b]);
    expect(addRef([a], b, true)).toEqual([a, b]);
    expect(addRef([a], a, true)).toEqual([a]);
    expect(addRef([a], b, true, 1)).toEqual([a]);
    expect(removeRef([a, b], 'u1')).toEqual([b]);
  });
  it('reads one object or a list as refs, skipping junk', () => {
    expect(refsOf(a)).toEqual([a]);
    expect(refsOf([a, 'x', null, b])).toEqual([a, b]);
    expect(refsOf(undefined)).toEqual([]);
  });
  it('accepts a file by its extension, any case, any file when no list is set', () => {
    expect(accepted('proof.PDF', ['pdf', 'png'])).toBe(true);
    expect(accepted('virus.exe', ['pdf', 'png'])).toBe(false);
    expect(accepted('x.exe', undefined)).toBe(true);
  });
  it('a position becomes { lat, lng, address } with six decimals', () => {
    expect(placeFromPosition({ latitude: 39.9912345678, longitude: 116.3012345678 })).toEqual({ lat: 39.991235, lng: 116.301235, address: '39.99123, 116.30123' });
    expect(placeOf({ lat: 1, lng: 2 })).toEqual({ lat: 1, lng: 2, address: '' });
    expect(placeOf({ lat: '1', lng: 2 })).toBeNull();
  });
  it('words stored values for the read-only view', () => {
    expect(displayText(['河北省', '石家庄市'])).toBe('河北省 / 石家庄市');
    expect(displayText([a, b])).toBe('张三、李四');
    expect(displayText({ lat: 1, lng: 2, address: '东门' })).toBe('东门');
    expect(displayText(0)).toBe('0');
  });
});

describe('what the controls write is what the engine stores', () => {
  it('a leave filled through the conversions validates and stores the same shapes', () => {
    // The template as the server sends it (parsed there, defaults filled; the phone never parses), without its start-up source.
    const filled: FormSchema = { ...formSchema.parse(leaveTemplate), dataSources: [] };
    let s = formsReducer(initialFormsState, { type: 'load', formId: 'f', schema: filled, values: {} });
    const set = (field: string, value: unknown) => (s = formsReducer(s, { type: 'setValue', formId: 'f', field, value }));
    set('name', '张三');
    set('number', '2024010101');
    set('phone', '13800138000');
    set('type', choiceFromPicker(['sick']));
    set('start', dateFromPicker(new Date(2026, 10, 2)));
    set('end', dateFromPicker(new Date(2026, 10, 3)));
    set('reason', '感冒发烧需要休息');
    set('leaveCampus', 'no');
    set('signature', { id: 's1', name: 'signature.png' });
    s = formsReducer(s, { type: 'addRow', formId: 'f', tableId: 'schedule' });
    const rowId = String((s.forms.f?.values.schedule as { _id: string }[])[0]?._id);
    s = formsReducer(s, { type: 'setCell', formId: 'f', tableId: 'schedule', rowId, col: 'day', value: dateFromPicker(new Date(2026, 10, 2)) });
    s = formsReducer(s, { type: 'setCell', formId: 'f', tableId: 'schedule', rowId, col: 'period', value: 'full' });
    const r = validateSubmission(filled, s.forms.f?.values ?? {}, { today: '2026-11-01' });
    expect(r.errors).toEqual([]);
    expect(r.values.start).toBe('2026-11-02');
    expect(r.values.days).toBe(2);
    expect(r.values.schedule).toEqual([{ day: '2026-11-02', period: 'full', amount: 1 }]);
  });
});
