import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOnShow } from '../lib/active';
import type { RouteEntry } from '../route-types';

function Counter() {
  const [n, setN] = useState(0);
  const [shown, setShown] = useState(0);
  useOnShow(() => setShown((s) => s + 1));
  return (
    <>
      <button type="button" onClick={() => setN(n + 1)}>
        count {n}
      </button>
      <span data-testid="shown">{shown}</span>
    </>
  );
}
function Plain() {
  return <p>plain screen</p>;
}

vi.mock('../routes', () => {
  const table: RouteEntry[] = [
    { module: 'kept', page: 'index', family: 'core', load: async () => ({ default: Counter }), title: 'h5.title.personal', appKey: 'kept', keepAlive: true, public: true },
    { module: 'plain', page: 'index', family: 'core', load: async () => ({ default: Plain }), title: 'h5.title.help', appKey: 'plain', public: true },
  ];
  return { routes: table, findRoute: (m: string, p: string) => table.find((r) => r.module === m && r.page === p) };
});

const { Shell } = await import('./Shell');

function Probe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div>
      <span data-testid="path">{location.pathname + location.search}</span>
      <button type="button" onClick={() => navigate('/plain/index')}>
        to plain
      </button>
      <button type="button" onClick={() => navigate('/kept/index')}>
        to kept
      </button>
    </div>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Probe />
      <Shell />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ e: 0, m: 'ok', d: null }), { headers: { 'content-type': 'application/json' } })),
  );
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('shell routing', () => {
  it('redirects /m_<module>/... to the plain route, keeping the query, and remembers a mobile client', async () => {
    renderAt('/m_plain/index?x=1');
    expect(await screen.findByText('plain screen')).toBeTruthy();
    expect(screen.getByTestId('path').textContent).toBe('/plain/index?x=1');
    expect(sessionStorage.getItem('clientMobile')).toBe('1');
  });

  it('shows page-not-found for an unknown path', async () => {
    const { container } = renderAt('/nosuch/page');
    await act(async () => undefined);
    expect(container.querySelector('[data-page="not-found"]')).not.toBeNull();
  });

  it('sets the route title once the view is created', async () => {
    document.title = '加载中';
    renderAt('/plain/index');
    await screen.findByText('plain screen');
    expect(document.title).toBe('常见问题');
  });

  it('keeps a kept-alive screen’s state when navigating away and back', async () => {
    renderAt('/kept/index');
    fireEvent.click(await screen.findByText('count 0'));
    fireEvent.click(screen.getByText('count 1'));
    fireEvent.click(screen.getByText('to plain'));
    expect(await screen.findByText('plain screen')).toBeTruthy();
    // still mounted, but hidden
    const kept = screen.getByText('count 2');
    expect(kept.closest('.pane')?.hasAttribute('hidden')).toBe(true);
    expect(screen.getByTestId('shown').textContent).toBe('1');
    fireEvent.click(screen.getByText('to kept'));
    expect(screen.getByText('count 2').closest('.pane')?.hasAttribute('hidden')).toBe(false);
    expect(screen.queryByText('plain screen')).toBeNull();
    // Shown again: its refresh hook ran once more.
    expect(screen.getByTestId('shown').textContent).toBe('2');
  });

  it('removes the stored login flag before a navigation', async () => {
    localStorage.setItem('validation', '1');
    renderAt('/plain/index');
    await screen.findByText('plain screen');
    expect(localStorage.getItem('validation')).toBeNull();
    localStorage.setItem('validation', '1');
    fireEvent.click(screen.getByText('to kept'));
    await screen.findByText('count 0');
    expect(localStorage.getItem('validation')).toBeNull();
  });
});
