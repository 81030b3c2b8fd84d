import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from '../src/platform/env.js';

describe('configuration is read once and refused clearly when wrong', () => {
  it('has working defaults: port 8080, data under ./data, SQLite', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(8080);
    expect(env.dataDir.endsWith('/data')).toBe(true);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('honours PORT, DATA_DIR and DATABASE_URL', () => {
    const env = loadEnv({ PORT: '9090', DATA_DIR: '/tmp/x', DATABASE_URL: 'postgres://u@h/db' });
    expect([env.PORT, env.dataDir, env.DATABASE_URL]).toEqual([9090, '/tmp/x', 'postgres://u@h/db']);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['DEFAULT_SITE', 'Not A Site'],
    ['DEMO', 'maybe'],
    ['LOG_LEVEL', 'loud'],
  ])('refuses %s=%s naming the variable and its value', (name, value) => {
    try {
      loadEnv({ [name]: value });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      expect((e as Error).message).toContain(`${name}=${JSON.stringify(value)}`);
    }
  });
});
