/** The result screen reads its query: why a sign-in was refused, in words and with the distance. */
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ShowCode from './ShowCode';
import SignEnd from './SignEnd';

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
