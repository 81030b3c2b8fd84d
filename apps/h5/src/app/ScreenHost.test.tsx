/** A screen first renders on the site's clock: it mounts once the site's profile has named the zone. */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { timeText } from '../lib/time';
import type { RouteEntry } from '../route-types';
import { ScreenHost } from './ScreenHost';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Eight() {
  return <p data-testid="eight">{timeText(Date.parse('2026-03-02T08:00+08:00') / 1000)}</p>;
}

const entry: RouteEntry = { module: 'x', page: 'index', family: 'core', public: true, title: 'h5.title.help', appKey: 'x', load: async () => ({ default: Eight }) };

describe('screen host', () => {
  it('shows a screen only once the site’s zone is known, so its first times are the site’s', async () => {
    let answer: (r: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        String(url).includes('/api/site/info') ? new Promise<Response>((r) => (answer = r)) : Promise.resolve(Response.json({ e: 0, m: 'ok', d: null })),
      ),
    );
    render(<ScreenHost entry={entry} active />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('eight')).toBeNull();
    answer(Response.json({ e: 0, m: 'ok', d: { id: 's1', name: 'Site', variants: {}, timezone: 'Asia/Shanghai', flags: {} } }));
    expect((await screen.findByTestId('eight')).textContent).toBe('2026-03-02 08:00');
  });
});
