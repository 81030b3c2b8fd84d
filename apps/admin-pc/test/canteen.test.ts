import { describe, expect, it } from 'vitest';
import { dishesText, hoursFields, hoursFrom, parseDishes, splitAccounts } from '../src/pages/canteen/form';

describe('canteen form glue', () => {
  it('reads dishes typed one per line: name, optional category, price last', () => {
    expect(parseDishes('宫保鸡丁 荤菜 12.5\n\n米饭 0.5\n老北京 炸酱面 面食 15\n小菜')).toEqual([
      { name: '宫保鸡丁', category: '荤菜', price: '12.5' },
      { name: '米饭', category: '', price: '0.5' },
      { name: '老北京 炸酱面', category: '面食', price: '15' },
      { name: '小菜', category: '', price: '0' },
    ]);
  });
  it('writes dishes back the same way', () => {
    expect(dishesText([{ id: '1', name: '宫保鸡丁', category: '荤菜', price: 1250 }, { id: '2', name: '米饭', category: '', price: 50 }])).toBe('宫保鸡丁 荤菜 12.5\n米饭 0.5');
  });
  it('keeps the meals given both times, and round-trips them', () => {
    const hours = hoursFrom({ breakfastOpen: '06:30', breakfastClose: '09:00', lunchOpen: '11:00', lunchClose: '' });
    expect(hours).toEqual([{ meal: 'breakfast', open: '06:30', close: '09:00' }]);
    expect(hoursFields(hours)).toEqual({ breakfastOpen: '06:30', breakfastClose: '09:00' });
  });
  it('splits staff accounts on commas and spaces', () => {
    expect(splitAccounts(' manager, S3004，checker  ')).toEqual(['manager', 'S3004', 'checker']);
  });
});
