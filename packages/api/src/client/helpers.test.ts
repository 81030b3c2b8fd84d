import { describe, expect, it } from 'vitest';
import { ApiError, CLIENT_E, errorMessage, localizedMessage } from './api-error.js';
import { common } from '../../../i18n/src/ns/common.js';
import { appendQuery, encodeParams, flatten, setQueryParam, toFormData } from './encode.js';
import { buildLoginRedirect } from './login-redirect.js';
import { POPUP_ERROR_DURATION_MS, defaultTexts } from './texts.js';

describe('parameter encoding (read back by qs on the server)', () => {
  it('flattens arrays, nested objects and arrays of objects', () => {
    expect(flatten({ a: [1, 2], b: { c: { d: 'x' } }, e: [{ f: 1 }, { f: 2 }], g: [[1, 2]] })).toEqual([
      ['a', '1'],
      ['a', '2'],
      ['b[c][d]', 'x'],
      ['e[0][f]', '1'],
      ['e[1][f]', '2'],
      ['g[0]', '1'],
      ['g[0]', '2'],
    ]);
  });

  it('leaves out undefined, sends null empty, booleans as words and dates as seconds', () => {
    expect(flatten({ u: undefined, n: null, t: true, f: false, d: new Date(1_700_000_000_500), z: 0 })).toEqual([
      ['n', ''],
      ['t', 'true'],
      ['f', 'false'],
      ['d', '1700000000'],
      ['z', '0'],
    ]);
  });

  it('percent-encodes keys and values', () => {
    expect(encodeParams({ 'a[b]': '1&2=3', q: '报修 #1' })).toBe('a%5Bb%5D=1%262%3D3&q=%E6%8A%A5%E4%BF%AE+%231');
    expect(encodeParams({})).toBe('');
    expect(encodeParams(null)).toBe('');
  });

  it('appends a query before the fragment', () => {
    expect(appendQuery('/a', 'x=1')).toBe('/a?x=1');
    expect(appendQuery('/a?y=2#h', 'x=1')).toBe('/a?y=2&x=1#h');
    expect(appendQuery('/a', '')).toBe('/a');
  });

  it('sets one parameter, replacing an old value and keeping relative URLs relative', () => {
    expect(setQueryParam('/login', 'redirect_url', 'https://h/p?a=1#f')).toBe(
      '/login?redirect_url=https%3A%2F%2Fh%2Fp%3Fa%3D1%23f',
    );
    expect(setQueryParam('/login?redirect_url=old&s=1#x', 'redirect_url', 'new')).toBe('/login?redirect_url=new&s=1#x');
  });

  it('builds multipart bodies with files kept as files', () => {
    const file = new Blob(['x']);
    const fd = toFormData({ f: file, many: [file, file], n: 1, tags: ['a', 'b'] });
    expect(fd.getAll('many')).toHaveLength(2);
    expect(fd.get('f')).toBeInstanceOf(Blob);
    expect(fd.get('n')).toBe('1');
    expect(fd.getAll('tags')).toEqual(['a', 'b']);
  });
});

describe('login redirect (spec section 7)', () => {
  const desktop = { isPhone: false, inMessagingApp: false, mobileLoginPage: '/site/m_center/login' };
  const here = 'https://portal.example/site/center/personal';

  it('uses the configured login path with redirect_url', () => {
    expect(buildLoginRedirect('https://cas.pku.example/login', '/pku/site/center/login', here, desktop)).toBe(
      `https://cas.pku.example/login?redirect_url=${encodeURIComponent(here)}`,
    );
  });

  it('else the site login page with redirect_url', () => {
    expect(buildLoginRedirect(undefined, '/pku/site/center/login', here, desktop)).toBe(
      `/pku/site/center/login?redirect_url=${encodeURIComponent(here)}`,
    );
    expect(buildLoginRedirect('  ', '/site/center/login', here, desktop).startsWith('/site/center/login?')).toBe(true);
  });

  it('sends a phone browser outside the messaging app to the mobile login page', () => {
    const phone = { ...desktop, isPhone: true };
    expect(
      buildLoginRedirect(undefined, '/site/center/login', here, phone).startsWith('/site/m_center/login?redirect_url='),
    ).toBe(true);
    expect(
      buildLoginRedirect(undefined, '/site/center/login', here, { ...phone, inMessagingApp: true }).startsWith(
        '/site/center/login?',
      ),
    ).toBe(true);
  });

  it('keeps the configured path (the school identity service) for phones too', () => {
    const phone = { ...desktop, isPhone: true };
    expect(
      buildLoginRedirect('/sso/login', '/site/center/login', here, phone).startsWith('/sso/login?redirect_url='),
    ).toBe(true);
  });
});

describe('default texts (spec section 8)', () => {
  const zh = common.zh as Record<string, string>;
  const key = (k: string): string => zh[k.replace(/^common\./, '')] ?? `missing ${k}`;

  it('are keys of the common namespace with the spec wording', () => {
    expect(key(defaultTexts.confirm.message)).toBe('您将提交以下信息，是否确认？');
    expect([key(defaultTexts.confirm.ok), key(defaultTexts.confirm.cancel)]).toEqual(['确定', '取消']);
    expect(key(defaultTexts.alert.message)).toBe('操作成功!');
    expect(key(defaultTexts.alert.ok)).toBe('确定');
    expect(key(defaultTexts.loading)).toBe('正在加载中...');
    expect(key(defaultTexts.network)).toBe('网络错误');
    expect(key(defaultTexts.noData)).toBe('数据异常');
    expect(key(defaultTexts.systemError)).toBe('系统异常');
    expect(POPUP_ERROR_DURATION_MS).toBe(1500);
  });
});

describe('error messages for the user', () => {
  const en: Record<string, string> = {
    'errors.30001': 'Sold out',
    'errors.10000': 'System error',
    'common.networkError': 'Network error',
    'common.systemError': 'System error',
  };
  const tr = (k: string, fb: string): string => en[k] ?? fb;

  it('translates catalogue texts by code and keeps specific server messages', () => {
    expect(localizedMessage(30001, '已抢光', tr)).toBe('Sold out');
    expect(localizedMessage(30001, '', tr)).toBe('Sold out');
    expect(localizedMessage(10001, 'title: too long', tr)).toBe('title: too long');
    expect(localizedMessage(30001, '已抢光')).toBe('已抢光');
    expect(localizedMessage(12345, '')).toBe('系统异常');
  });

  it('covers network failures and anything that is not an ApiError', () => {
    expect(errorMessage(new ApiError(CLIENT_E.NETWORK, '网络错误'), tr)).toBe('Network error');
    expect(errorMessage(new ApiError(30001, '已抢光'), tr)).toBe('Sold out');
    expect(errorMessage(new TypeError('x'), tr)).toBe('System error');
    expect(errorMessage('weird')).toBe('系统异常');
  });
});
