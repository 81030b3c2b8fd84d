/**
 * A refused value reads in the manager's language, naming the field as the form labels it:
 * the server sends the check and its limits (zod's issue code and params) in `d.issues`, not
 * words to show.
 */
import { E } from '@campus/api';
import { ApiError } from '@campus/api/client';
import { setLang } from '@campus/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { markFieldError } from '../src/lib/form';
import { errorText, fieldLabel, issuesOf, reasonText, type Issue } from '../src/services/errors';

/** A bad-input answer as the server's error handler writes it for a failed schema check. */
function refused(...issues: Issue[]): ApiError {
  const first = issues[0]!;
  return new ApiError(E.BAD_INPUT, `${first.field}: ${first.message ?? ''}`, { field: first.field, issues });
}
const tooSmall = (field: string, minimum: number, origin = 'number', more: Record<string, unknown> = {}): Issue => ({
  field,
  message: `Too small: expected ${origin} to be >=${minimum}`,
  code: 'too_small',
  params: { origin, minimum, inclusive: true, ...more },
});

afterEach(() => setLang('zh'));

describe('a refused value', () => {
  it('names the field by its form label and says the limit, not the English message', () => {
    const labels: Record<string, string> = { capacity: '容量' };
    expect(errorText(refused(tooSmall('capacity', 1)), (f) => labels[f])).toBe('容量: 不能小于 1');
  });

  it('reads in the chosen language', () => {
    setLang('en');
    expect(errorText(refused(tooSmall('capacity', 1)), () => 'Capacity')).toBe('Capacity: must be at least 1');
    setLang('tw');
    expect(errorText(refused({ field: 'name', code: 'too_big', params: { origin: 'string', maximum: 80, inclusive: true } }), () => '名稱')).toBe(
      '名稱: 不能超過 80 個字',
    );
  });

  it('says each check from its code and limits', () => {
    const why = (code: string, params: Record<string, unknown> = {}, message?: string) => reasonText({ field: 'x', code, params, message });
    expect(why('too_big', { origin: 'number', maximum: 10000, inclusive: true })).toBe('不能大于 10000');
    expect(why('too_small', { origin: 'number', minimum: 0, inclusive: false })).toBe('必须大于 0');
    expect(why('too_big', { origin: 'number', maximum: 5, inclusive: false })).toBe('必须小于 5');
    expect(why('too_small', { origin: 'string', minimum: 1, inclusive: true })).toBe('必填');
    expect(why('too_small', { origin: 'string', minimum: 6, inclusive: true })).toBe('至少 6 个字');
    expect(why('too_small', { origin: 'string', minimum: 3, inclusive: true, exact: true })).toBe('必须是 3 个字');
    expect(why('too_big', { origin: 'array', maximum: 9, inclusive: true })).toBe('最多 9 项');
    expect(why('too_small', { origin: 'array', minimum: 2, inclusive: true })).toBe('至少 2 项');
    expect(why('too_small', { origin: 'date', minimum: new Date(2026, 10, 27, 5, 10).getTime(), inclusive: true })).toBe('不能早于 2026-11-27 05:10');
    expect(why('invalid_type', { expected: 'string', missing: true })).toBe('必填');
    expect(why('invalid_type', { expected: 'number' })).toBe('应为数字');
    expect(why('invalid_type', { expected: 'int', format: 'safeint' })).toBe('应为整数');
    expect(why('invalid_value', { values: ['a', 'b'] })).toBe('不是可选的值');
    expect(why('invalid_format', { format: 'url' })).toBe('网址格式不正确');
    expect(why('invalid_format', { format: 'regex' })).toBe('格式不正确');
    expect(why('not_multiple_of', { divisor: 5 })).toBe('应为 5 的倍数');
    expect(why('custom', {}, 'required')).toBe('必填');
    expect(why('custom', {}, 'invalid character')).toBe('含有不允许的字符');
    // A one-screen rule's English words are not shown: the manager reads that the value is not accepted.
    expect(why('custom', {}, 'must not be below perDay')).toBe('不符合要求');
  });

  it('falls back to a common name, then to the path made readable, when no form labels the field', () => {
    expect(fieldLabel('capacity')).toBe('容量');
    expect(fieldLabel('hours.0.1.from')).toBe('开放时间');
    expect(fieldLabel('slotMinutes')).toBe('slot minutes');
    expect(errorText(refused(tooSmall('capacity', 1)))).toBe('容量: 不能小于 1');
  });

  it('lists up to three refused fields and counts the rest', () => {
    const err = refused(tooSmall('a', 1), tooSmall('b', 2), tooSmall('c', 3), tooSmall('d', 4));
    expect(errorText(err, (f) => f.toUpperCase())).toBe('A: 不能小于 1; B: 不能小于 2; C: 不能小于 3 （共 4 项）');
  });

  it('translates a forms-engine refusal by its key and keeps a service’s own words', () => {
    expect(reasonText({ field: 'values.phone', key: 'forms.error.phone', params: {} })).not.toBe('forms.error.phone');
    const service = new ApiError(E.BAD_INPUT, 'username: taken', { field: 'username' });
    expect(issuesOf(service)).toEqual([{ field: 'username', message: 'taken' }]);
    expect(errorText(service)).toBe('账号: taken');
  });

  it('says a service’s catalogued reason in the chosen language, a clash too, and a record’s own refusal without a field', () => {
    const taken = new ApiError(E.CONFLICT, 'username: already taken', { field: 'username', issues: [{ field: 'username', message: 'already taken', key: 'reason.taken' }] });
    expect(errorText(taken)).toBe('账号: 已被占用');
    setLang('en');
    expect(errorText(taken)).toBe('Username: already taken');
    setLang('tw');
    expect(errorText(taken)).toBe('帳號: 已被佔用');
    setLang('zh');
    const builtin = new ApiError(E.CONFLICT, 'id: a built-in role cannot be deleted', { field: 'id', issues: [{ field: 'id', message: 'a built-in role cannot be deleted', key: 'reason.builtinRole' }] });
    expect(errorText(builtin)).toBe('内置角色不能删除');
    // An import's bad cell with values: 与第 3 行重复.
    expect(reasonText({ field: 'username', message: 'same as row 3', key: 'reason.sameAsRow', params: { row: 3 } })).toBe('与第 3 行重复');
    // A clash that names no field keeps its code's words.
    expect(errorText(new ApiError(E.CONFLICT, 'changed meanwhile', null))).toBe('数据冲突，请刷新后重试');
  });

  it('an unreadable request says only that the input was refused', () => {
    const body = new ApiError(E.BAD_INPUT, 'body: malformed request', { field: 'body', issues: [{ field: 'body', message: 'malformed request' }] });
    expect(errorText(body)).toBe('参数错误');
  });
});

describe('a refused form', () => {
  it('marks each refused field the form has with why, and leaves fields it lacks to the message', () => {
    const set: unknown[] = [];
    const form = {
      getFieldInstance: () => undefined,
      getFieldsValue: () => ({ capacity: 0, name: '', hours: [{ from: '8' }] }),
      setFields: (f: unknown[]) => set.push(...f),
    };
    const err = refused(tooSmall('capacity', 1), { field: 'hours.0.from', code: 'invalid_format', params: { format: 'regex' } }, tooSmall('audience', 1, 'array'));
    markFieldError(form as never, err);
    expect(set).toEqual([
      { name: ['capacity'], errors: ['不能小于 1'] },
      { name: ['hours', 0, 'from'], errors: ['格式不正确'] },
    ]);
  });
});

describe('a refused form whose names differ from the API', () => {
  it('marks the form’s own field for the API path', () => {
    const set: unknown[] = [];
    const form = { getFieldInstance: () => undefined, getFieldsValue: () => ({ hours1: '08:00-09:00, …' }), setFields: (f: unknown[]) => set.push(...f) };
    const err = refused({ field: 'hours.1', code: 'too_big', params: { origin: 'array', maximum: 4, inclusive: true } });
    markFieldError(form as never, err, (f) => f.replace(/^hours\.(\d)(\..*)?$/, 'hours$1'));
    expect(set).toEqual([{ name: ['hours1'], errors: ['最多 4 项'] }]);
    expect(errorText(err)).toBe('开放时间: 最多 4 项');
  });
});
