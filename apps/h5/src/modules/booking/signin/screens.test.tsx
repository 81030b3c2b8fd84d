/**
 * The result screen reads its query: why a sign-in was refused, in words and with the distance,
 * and where trying again leads; a mistyped number is said on the number screen itself; the
 * organiser's list opened without a sign-in points to their own; the organiser's code screen
 * stays up through a lost connection.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { E } from '@campus/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import NumberSign from './NumberSign';
import ShowCode from './ShowCode';
import SignEnd from './SignEnd';
import SignList from './SignList';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const at = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <SignEnd />
    </MemoryRouter>,
  );

describe('signpoject/signend', () => {
  it('says how far away the attendee was when out of range', () => {
    at('/signpoject/signend?e=30007&distance=900&radius=200');
    expect(screen.getByText('签到失败')).toBeTruthy();
    expect(screen.getByText('距签到地点 900 米，超出 200 米范围')).toBeTruthy();
  });

  it('explains an expired code and a second scan in the catalogue’s words', () => {
    at('/signpoject/signend?e=30008');
    expect(screen.getByText('二维码已过期，请重新扫描')).toBeTruthy();
    cleanup();
    at('/signpoject/signend?e=30009');
    expect(screen.getByText('已处理过，不能重复操作')).toBeTruthy();
  });

  it('shows success with the record the server keeps', async () => {
    const fetch = vi.fn(async () =>
      Response.json({
        e: 0,
        m: 'ok',
        d: { id: 's1', title: '周一班会', mine: { at: 1_800_000_000, late: true, method: 'qr', distance: 12, signatureUrl: null, reason: '', visits: 0 } },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    at('/signpoject/signend?s=s1&ok=1');
    expect(await screen.findByText('签到成功（迟到）')).toBeTruthy();
    expect(screen.getByText(/周一班会 · 签到时间 .* · 距离 12 米/)).toBeTruthy();
  });

  it('sends a refused typed number back to the number field, not to the camera', () => {
    render(
      <MemoryRouter initialEntries={['/signpoject/signend?e=30007&via=number']}>
        <Routes>
          <Route path="/signpoject/signend" element={<SignEnd />} />
          <Route path="/createdCode/index" element={<p>number screen</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.queryByText('重新扫码')).toBeNull();
    fireEvent.click(screen.getByText('重新输入'));
    expect(screen.getByText('number screen')).toBeTruthy();
  });

  it('shows the no-data view without a result', () => {
    at('/signpoject/signend');
    expect(screen.queryByText('签到失败')).toBeNull();
  });
});

describe('qrcodebuild/index', () => {
  it('without a sign-in, sends the organiser to their own sign-ins instead of an error', async () => {
    const Where = () => {
      const l = useLocation();
      return <p>{`${l.pathname}${l.search}`}</p>;
    };
    render(
      <MemoryRouter initialEntries={['/qrcodebuild/index']}>
        <Routes>
          <Route path="/qrcodebuild/index" element={<ShowCode />} />
          <Route path="/signpoject/signindex" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('/signpoject/signindex?tab=organised')).toBeTruthy();
  });
});

describe('createdCode/index', () => {
  it('says a wrong or expired number under the field, empties it and stays', async () => {
    const fetch = vi.fn(async (url: string) =>
      String(url).includes('/api/signin/sign')
        ? Response.json({ e: 30008, m: 'code: no open sign-in of yours has this code now', d: { field: 'code' } })
        : Response.json({ e: 0, m: 'ok', d: { list: [], total: 0, current: 1, pageSize: 100 } }),
    );
    vi.stubGlobal('fetch', fetch);
    render(
      <MemoryRouter initialEntries={['/createdCode/index']}>
        <Routes>
          <Route path="/createdCode/index" element={<NumberSign />} />
          <Route path="/signpoject/signend" element={<p>result screen</p>} />
        </Routes>
      </MemoryRouter>,
    );
    const input = screen.getByPlaceholderText('6 位数字') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '123456' } });
    fireEvent.click(screen.getByText('签到'));
    expect(await screen.findByText('数字码不对或已过期，请输入组织者屏幕上现在显示的 6 位数字')).toBeTruthy();
    expect(screen.queryByText('result screen')).toBeNull();
    await waitFor(() => expect(input.value).toBe(''));
    fireEvent.change(input, { target: { value: '1' } });
    expect(screen.queryByText(/数字码不对/)).toBeNull();
  });
});

describe('signpoject/signlist', () => {
  it('opened without a sign-in, says so and offers the organiser’s own', () => {
    render(
      <MemoryRouter initialEntries={['/signpoject/signlist']}>
        <Routes>
          <Route path="/signpoject/signlist" element={<SignList />} />
          <Route path="/signpoject/signindex" element={<p>my sign-ins</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.queryByText('数据异常')).toBeNull();
    fireEvent.click(screen.getByText('查看我发起的签到'));
    expect(screen.getByText('my sign-ins')).toBeTruthy();
  });
});

describe('qrcodebuild/index', () => {
  const code = (digits: string, signed: number) => ({
    title: '班会', place: '', startsAt: 0, endsAt: 4_000_000_000, mode: 'number', code: digits, url: '/site/qrcodesign/index?s=s1&c=x',
    refreshIn: 1, step: 1, phase: 'open', counts: { expected: 30, signed, late: 0 },
  });

  it('keeps the code up through a lost connection, dimmed and saying so, and follows the count again after', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const answers: (() => Response)[] = [
      () => Response.json({ e: 0, m: 'ok', d: code('111111', 3) }),
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => Response.json({ e: 0, m: 'ok', d: code('222222', 4) }),
    ];
    const fetch = vi.fn(async () => (answers.shift() ?? (() => Response.json({ e: 0, m: 'ok', d: code('222222', 4) })))());
    vi.stubGlobal('fetch', fetch);
    render(
      <MemoryRouter initialEntries={['/qrcodebuild/index?s=s1']}>
        <ShowCode />
      </MemoryRouter>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('signin-digits').textContent).toBe('111111');
    expect(screen.getByTestId('signin-live').textContent).toBe('已签到 3 / 30');

    // The refresh after the step fails: the same code stays, dimmed, with the reason; no error page.
    await act(() => vi.advanceTimersByTimeAsync(1250));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('signin-digits').textContent).toBe('111111');
    expect(screen.getByTestId('signin-reconnecting').textContent).toBe('网络连接中断，正在重新获取签到码…');
    expect(screen.getByTestId('signin-code').className).toContain('signin-stale');
    // No countdown to a new code that may not come.
    expect(screen.queryByTestId('signin-countdown')).toBeNull();
    expect(document.querySelector('[data-page="network-error"]')).toBeNull();

    // It tries again within 3 s and gets the new code and count.
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(screen.getByTestId('signin-digits').textContent).toBe('222222');
    expect(screen.getByTestId('signin-live').textContent).toBe('已签到 4 / 30');
    expect(screen.queryByTestId('signin-reconnecting')).toBeNull();
    expect(screen.getByTestId('signin-code').className).not.toContain('signin-stale');
  });
  it('on a refusal while refreshing (the sign-in is gone), asks once more the usual way and shows the no-data view', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const answers = [Response.json({ e: 0, m: 'ok', d: code('111111', 3) })];
    const fetch = vi.fn(async () => answers.shift() ?? Response.json({ e: E.NOT_FOUND, m: 'id: no such sign-in', d: { field: 'id' } }));
    vi.stubGlobal('fetch', fetch);
    const { container } = render(
      <MemoryRouter initialEntries={['/qrcodebuild/index?s=s1']}>
        <ShowCode />
      </MemoryRouter>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('signin-digits').textContent).toBe('111111');
    await act(() => vi.advanceTimersByTimeAsync(1250));
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(container.querySelector('[data-page="no-data"]')).not.toBeNull();
    expect(screen.queryByTestId('signin-reconnecting')).toBeNull();
  });
});
