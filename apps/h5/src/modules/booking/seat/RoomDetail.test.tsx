/** seat/detail: each session says whether it can still be chosen, and names itself once, by the site's clock. */
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTimeZone } from '../../../lib/time';
import { times } from './format';
import RoomDetail from './RoomDetail';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setTimeZone(undefined);
});

// The site's zone is neither the test machine's (UTC, or Shanghai) nor a whole hour off either.
const ZONE = 'Asia/Kolkata';
const now = Math.floor(Date.now() / 1000);
const session = (id: string, title: string, startsAt: number, free: number) => ({
  id,
  roomId: 'r1',
  title,
  startsAt,
  endsAt: startsAt + 3600,
  free,
});
const sessions = [
  session('past', '', now - 7200, 80),
  session('full', '', now + 3600, 0),
  session('open', '晚自习', now + 7200, 12),
  // The server titles generated sessions by their times on the site's clock.
  session('slot', times(now + 10800, now + 14400, ZONE), now + 10800, 5),
];

function show() {
  setTimeZone(ZONE);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({
        e: 0,
        m: 'ok',
        d: {
          room: {
            id: 'r1',
            name: '教学楼 A101',
            place: 'A101',
            openHours: '08:00-21:30',
            description: '',
            holdMinutes: 5,
            graceMinutes: 15,
            perDayLimit: 2,
            published: true,
            rows: 8,
            cols: 10,
            seats: 80,
          },
          date: '2026-11-27',
          sessions,
          mine: [],
        },
      }),
    ),
  );
  render(
    <MemoryRouter initialEntries={['/seat/detail?id=r1']}>
      <RoomDetail />
    </MemoryRouter>,
  );
}

describe('seat/detail sessions', () => {
  it('an ended session says so and a full one says it is full; neither can be chosen', async () => {
    show();
    const rows = await screen.findAllByTestId('seat-session');
    const [past, full, open] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(past.getAttribute('data-state')).toBe('ended');
    expect(within(past).getByText('已结束')).toBeTruthy();
    expect(within(past).queryByText(/空闲/)).toBeNull();
    expect(within(past).getByRole('button', { name: '选座' }).hasAttribute('disabled')).toBe(true);
    expect(within(full).getByText('已约满')).toBeTruthy();
    expect(within(full).getByRole('button', { name: '选座' }).hasAttribute('disabled')).toBe(true);
    expect(within(open).getByText('空闲 12/80')).toBeTruthy();
    expect(within(open).getByRole('button', { name: '选座' }).hasAttribute('disabled')).toBe(false);
  });

  it('names an untitled session by its times once, and a titled one by its title with the times below', async () => {
    show();
    const [past, , open] = (await screen.findAllByTestId('seat-session')) as [HTMLElement, HTMLElement, HTMLElement];
    const pastTimes = times(sessions[0]!.startsAt, sessions[0]!.endsAt, ZONE);
    expect(within(past).getAllByText(new RegExp(pastTimes))).toHaveLength(1);
    expect(within(open).getByText(/晚自习/)).toBeTruthy();
    expect(within(open).getByText(times(sessions[2]!.startsAt, sessions[2]!.endsAt, ZONE))).toBeTruthy();
  });

  it('shows a session titled by its times on the site’s clock with those times alone, not the phone’s clock below', async () => {
    show();
    const slot = (await screen.findAllByTestId('seat-session'))[3]!;
    const title = sessions[3]!.title;
    expect(slot.textContent?.match(/\d\d:\d\d-\d\d:\d\d/g)).toEqual([title]);
  });
});
