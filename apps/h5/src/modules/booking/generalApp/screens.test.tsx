/**
 * generalApp's booking form and appointment page when the server says no: the refusal stays on
 * the form with what was typed, and a missing appointment gets its notice, not a toast as well.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Appoint from './Appoint';
import Details from './Details';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The server: each path answers its envelope. */
function serve(answers: Record<string, { e: number; m?: string; d?: unknown }>) {
  const fetch = vi.fn(async (url: string) => {
    const path = new URL(String(url), 'http://x').pathname;
    const a = answers[path] ?? { e: 0, d: null };
    return Response.json({ m: '', d: null, ...a });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const toastShown = () => document.querySelector('.adm-toast-main');
const settle = () => new Promise((r) => setTimeout(r, 100));

describe('generalApp/appoint over the weekly limit', () => {
  it('keeps the refusal on the form — the limit and how many are held — with the typed values', async () => {
    serve({
      '/api/generalApp/space': { e: 0, d: { id: 's1', name: '学生活动中心多功能厅', capacity: 10 } },
      '/api/generalApp/appoint': {
        e: 30005,
        m: 'startsAt: limit',
        d: { field: 'startsAt', perDay: 0, perWeek: 2, period: 'week', used: 2 },
      },
    });
    render(
      <MemoryRouter initialEntries={['/generalApp/appoint?spaceId=s1&startsAt=1790000000&day=2026-09-22&from=09:00&to=10:00']}>
        <Appoint />
      </MemoryRouter>,
    );
    await screen.findByText('学生活动中心多功能厅');
    const purpose = screen.getByTestId('ga-purpose').querySelector('textarea')!;
    const contact = screen.getByTestId('ga-contact').querySelector('input')!;
    fireEvent.change(purpose, { target: { value: '社团例会' } });
    fireEvent.change(contact, { target: { value: '13800001111' } });
    fireEvent.click(screen.getByTestId('ga-submit'));

    const refused = await screen.findByTestId('ga-refused');
    expect(refused.getAttribute('role')).toBe('alert');
    expect(refused.textContent).toContain('已达每周的预约上限');
    expect(refused.textContent).toContain('该场地每人每周最多预约 2 次，你本周已预约 2 次');
    expect(purpose.value).toBe('社团例会');
    expect(contact.value).toBe('13800001111');
    await settle();
    expect(refused.isConnected).toBe(true);
    expect(toastShown()).toBeNull();
  });

  it('repeats until a date picked in the app’s picker, not a native date input', async () => {
    serve({ '/api/generalApp/space': { e: 0, d: { id: 's1', name: '多功能厅', capacity: 10 } } });
    const { container } = render(
      <MemoryRouter initialEntries={['/generalApp/appoint?spaceId=s1&startsAt=1790000000&day=2026-09-22&from=09:00&to=10:00']}>
        <Appoint />
      </MemoryRouter>,
    );
    await screen.findByText('多功能厅');
    fireEvent.click(container.querySelector('.adm-switch')!);
    const until = await screen.findByTestId('ga-until');
    expect(until.textContent).toBe('2026-10-20');
    expect(container.querySelector('input[type="date"]')).toBeNull();
  });
});

describe('generalApp/detailsmuc for an appointment that is not there', () => {
  it('shows the not-found notice and no 不存在 toast over it', async () => {
    serve({ '/api/generalApp/detail': { e: 10004, m: 'id: not found', d: { field: 'id' } } });
    render(
      <MemoryRouter initialEntries={['/generalApp/detailsmuc?id=nope']}>
        <Details variant="muc" />
      </MemoryRouter>,
    );
    expect((await screen.findByTestId('ga-missing')).textContent).toContain('未找到相关内容');
    await settle();
    expect(toastShown()).toBeNull();
    expect(screen.queryByText('不存在')).toBeNull();
  });
});
