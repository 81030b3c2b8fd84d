import { E } from '@campus/api';
import { ApiError } from '@campus/api/client';
import { setLang } from '@campus/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { compact, ms, sorterParam, toSeconds } from '../src/lib/table';
import { editorRows, moduleState, setSubs, toggleModule, toggleSub } from '../src/pages/roles/components/authMap';
import { parseObject, parseVariants } from '../src/pages/sites/components/json';
import { errorText, fieldOf } from '../src/services/errors';

describe('table helpers', () => {
  it('turns ProTable sort into the contract text, only for sortable fields', () => {
    expect(sorterParam({ name: 'descend' }, ['name', 'username'])).toBe('name,descend');
    expect(sorterParam({ password: 'ascend' }, ['name'])).toBeUndefined();
    expect(sorterParam({ name: null }, ['name'])).toBeUndefined();
  });
  it('converts seconds and range-picker values', () => {
    expect(ms(1700000000)).toBe(1700000000000);
    expect(ms(null)).toBeUndefined();
    expect(toSeconds(1700000000500)).toBe(1700000000);
    expect(toSeconds('2024-01-02 03:04:05')).toBe(Math.floor(Date.parse('2024-01-02T03:04:05') / 1000));
    expect(toSeconds({ valueOf: () => 2000 })).toBe(2);
    expect(toSeconds('')).toBeUndefined();
    expect(toSeconds('not a date')).toBeUndefined();
  });
  it('drops empty filters', () => {
    expect(compact({ a: '', b: undefined, c: 0, d: 'x', e: null })).toEqual({ c: 0, d: 'x' });
  });
});

describe('permission-map editor rules', () => {
  const known = [
    { key: 'system', subs: ['users', 'roles', 'audit'] },
    { key: 'news', subs: ['manage'] },
  ];
  it('lists known modules, then modules and subs only the map holds', () => {
    const rows = editorRows(known, { system: { module: ['legacy'] }, custom: { module: ['x'] } });
    expect(rows).toEqual([
      { key: 'system', subs: ['users', 'roles', 'audit', 'legacy'] },
      { key: 'news', subs: ['manage'] },
      { key: 'custom', subs: ['x'] },
    ]);
    expect(known[0]?.subs).toEqual(['users', 'roles', 'audit']); // not mutated
  });
  it('checking a sub adds it; unchecking the last removes the module', () => {
    let map = toggleSub({}, 'system', 'audit', true);
    expect(map).toEqual({ system: { module: ['audit'] } });
    map = toggleSub(map, 'system', 'users', true);
    expect(map.system?.module).toEqual(['audit', 'users']);
    map = toggleSub(toggleSub(map, 'system', 'audit', false), 'system', 'users', false);
    expect(map).toEqual({});
  });
  it('the module checkbox grants every sub or removes the module', () => {
    const row = known[0]!;
    expect(toggleModule({}, row, true)).toEqual({ system: { module: ['audit', 'roles', 'users'] } });
    expect(toggleModule({ system: { module: ['audit'] }, news: { module: ['manage'] } }, row, false)).toEqual({ news: { module: ['manage'] } });
    expect(moduleState({ system: { module: ['audit'] } }, row)).toBe('some');
    expect(moduleState(setSubs({}, 'system', ['users', 'roles', 'audit']), row)).toBe('all');
    expect(moduleState({}, row)).toBe('none');
  });
});

describe('site JSON fields', () => {
  it('accepts an object or nothing', () => {
    expect(parseObject('')).toEqual({ ok: true, value: {} });
    expect(parseObject('{"card": {"kind": "local"}}')).toEqual({ ok: true, value: { card: { kind: 'local' } } });
  });
  it('refuses broken JSON and non-objects', () => {
    expect(parseObject('{oops').ok).toBe(false);
    expect(parseObject('[1,2]')).toEqual({ ok: false, error: 'notObject' });
    expect(parseObject('null')).toEqual({ ok: false, error: 'notObject' });
  });
  it('variants need module keys with object settings', () => {
    expect(parseVariants('{"epidemic": {"fields": ["temp"]}}').ok).toBe(true);
    expect(parseVariants('{"bad key": {}}')).toEqual({ ok: false, error: 'badKey', detail: 'bad key' });
    expect(parseVariants('{"epidemic": 3}')).toEqual({ ok: false, error: 'notObjectValue', detail: 'epidemic' });
  });
});

describe('error texts', () => {
  afterEach(() => setLang('zh'));
  it('translates the code and names the field of bad input', () => {
    setLang('en');
    expect(errorText(new ApiError(E.FORBIDDEN, '没有权限'))).toBe('Not allowed');
    const bad = new ApiError(E.BAD_INPUT, 'username: taken', { field: 'username' });
    expect(errorText(bad)).toBe('Username: taken');
    expect(fieldOf(bad)).toBe('username');
    expect(fieldOf(new ApiError(E.FORBIDDEN, 'x'))).toBeNull();
  });
  it('an unknown failure reads as a system error', () => {
    expect(errorText(new Error('boom'))).toBe('系统异常');
  });
});
