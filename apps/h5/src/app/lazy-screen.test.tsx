import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteEntry } from '../route-types';
import { ScreenHost } from './ScreenHost';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Hello() {
  return <p>hello screen</p>;
}

describe('lazy screens', () => {
  it('shows the load-error screen when the chunk fails, and retry loads it again', async () => {
    let attempts = 0;
    const entry: RouteEntry = {
      module: 'x',
      page: 'index',
      family: 'core',
      public: true,
      title: 'h5.title.help',
      appKey: 'x',
      load: async () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
        return { default: Hello };
      },
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(<ScreenHost entry={entry} active />);
    await screen.findByText('页面加载失败');
    expect(container.querySelector('[data-page="load-error"]')).not.toBeNull();
    fireEvent.click(screen.getByText('重试'));
    expect(await screen.findByText('hello screen')).toBeTruthy();
    expect(attempts).toBe(2);
  });

  it('shows 系统异常 when a screen throws while rendering, and logs it', async () => {
    const fetch = vi.fn(async (_url: string) => new Response(JSON.stringify({ e: 0, m: 'ok', d: null })));
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('boom');
    };
    const entry: RouteEntry = { module: 'y', page: 'index', family: 'core', public: true, title: 'h5.title.help', appKey: 'y', load: async () => ({ default: Broken }) };
    const { container } = render(<ScreenHost entry={entry} active />);
    await screen.findByText('系统异常');
    expect(container.querySelector('[data-page="system-error"]')).not.toBeNull();
    expect(fetch.mock.calls.some(([url]) => String(url) === '/api/log/save-web-log')).toBe(true);
  });
});
