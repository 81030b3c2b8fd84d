/** cupwriteOff/cupList: a voucher's validity reads with the punctuation of the app's language. */
import { setLang } from '@campus/i18n';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CupList from './CupList';
import { timeText } from '../../../lib/time';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => setLang('zh'));
});

const from = 1_790_000_000;
const to = from + 30 * 86400;

function show() {
  const batch = { id: 'b1', name: '咖啡券', benefit: '立减 5 元', description: '', validFrom: from, validTo: to, remaining: 10, mine: 0, perPerson: 1, canClaim: true };
  vi.stubGlobal('fetch', vi.fn(async () => Response.json({ e: 0, m: 'ok', d: { list: [batch] } })));
  render(
    <MemoryRouter>
      <CupList />
    </MemoryRouter>,
  );
}

describe('voucher validity line', () => {
  it('uses the full-width colon in Chinese', async () => {
    show();
    expect(await screen.findByText(`有效期：${timeText(from)} – ${timeText(to)}`)).toBeTruthy();
  });

  it('uses the Traditional texts’ full-width colon, and English its own', async () => {
    act(() => setLang('tw'));
    show();
    expect(await screen.findByText(`有效期：${timeText(from)} – ${timeText(to)}`)).toBeTruthy();
    cleanup();
    act(() => setLang('en'));
    show();
    expect(await screen.findByText(`Valid: ${timeText(from)} – ${timeText(to)}`)).toBeTruthy();
  });
});
