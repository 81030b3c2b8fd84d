/** The organiser's rotating check-in code stays up through a lost connection, and says so. */
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Code, { RETRY_MS } from './Code';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const codeIn = (seconds: number) => ({ code: `ck-${seconds}`, expiresAt: Math.floor(Date.now() / 1000) + seconds, period: 30 });

describe('activity/activitycode, the organiser’s code', () => {
  it('keeps the code through a refresh that got no answer, says why instead of a countdown, and recovers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const answers: (() => Response)[] = [
      () => Response.json({ e: 0, m: 'ok', d: codeIn(1) }),
      () => {
        throw new TypeError('Failed to fetch');
      },
    ];
    const fetch = vi.fn(async (url: string) => {
      if (!String(url).includes('/api/activity/checkin-code')) return Response.json({ e: 0, m: 'ok', d: null });
      return (answers.shift() ?? (() => Response.json({ e: 0, m: 'ok', d: codeIn(30) })))();
    });
    vi.stubGlobal('fetch', fetch);
    render(
      <MemoryRouter initialEntries={['/activity/activitycode?id=a1&mode=organiser']}>
        <Code />
      </MemoryRouter>,
    );
    const calls = () => fetch.mock.calls.filter(([u]) => String(u).includes('checkin-code')).length;
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('activity-checkin-code').className).not.toContain('act-stale');
    expect(screen.getByText(/秒后刷新/)).toBeTruthy();

    // The refresh when the code expires gets no answer: the code stays, dimmed, with the reason.
    await act(() => vi.advanceTimersByTimeAsync(1250));
    expect(calls()).toBe(2);
    expect(screen.getByTestId('activity-checkin-code').className).toContain('act-stale');
    expect(screen.getByTestId('activity-reconnecting').textContent).toBe('网络连接中断，正在重新获取签到码…');
    expect(screen.queryByText(/秒后刷新/)).toBeNull();
    expect(document.querySelector('[data-page="network-error"]')).toBeNull();

    // Tried again shortly: back to the live code.
    await act(() => vi.advanceTimersByTimeAsync(RETRY_MS));
    expect(calls()).toBe(3);
    expect(screen.queryByTestId('activity-reconnecting')).toBeNull();
    expect(screen.getByTestId('activity-checkin-code').className).not.toContain('act-stale');
    expect(screen.getByText(/秒后刷新/)).toBeTruthy();
  });
});
