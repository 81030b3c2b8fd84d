/**
 * The result screen reads its query: why a sign-in was refused, in words and with the distance,
 * and where trying again leads; a mistyped number is said on the number screen itself; the
 * organiser's list opened without a sign-in points to their own.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import NumberSign from './NumberSign';
import ShowCode from './ShowCode';
import SignEnd from './SignEnd';
import SignList from './SignList';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
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
