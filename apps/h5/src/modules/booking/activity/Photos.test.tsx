/** activity/activityphotochild: a photo being added shows how far it is, and a failed one says so and can be retried. */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from './fake-xhr.test-helper';
import Photos from './Photos';

const calls: string[] = [];
let photos: { id: string; url: string; canDelete: boolean }[] = [];

beforeEach(() => {
  FakeXhr.sent = [];
  calls.length = 0;
  photos = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(String(url));
      if (String(url).includes('/api/activity/add-photo')) {
        photos = [{ id: 'p1', url: '/files/p1.jpg', canDelete: true }];
        return Response.json({ e: 0, m: 'ok', d: { id: 'p1' } });
      }
      return Response.json({ e: 0, m: 'ok', d: { title: '开幕式', canUpload: true, list: photos } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function pickPhoto() {
  render(
    <MemoryRouter initialEntries={['/activity/activityphotochild?albumId=al1']}>
      <Photos />
    </MemoryRouter>,
  );
  await screen.findByText('上传照片');
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] } });
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  return screen.getByTestId('photo-upload');
}

describe('adding photos to an album', () => {
  it('shows the photo uploading with its percent, then in the album', async () => {
    const tile = await pickPhoto();
    expect(FakeXhr.sent[0]?.url).toBe('/api/upload/index');
    FakeXhr.sent[0]!.progress(45, 100);
    await waitFor(() => expect(tile.textContent).toContain('上传中 45%'));
    expect(tile.getAttribute('data-state')).toBe('uploading');
    FakeXhr.sent[0]!.answer({ e: 0, m: 'ok', d: { id: 'u1', url: '/files/u1.jpg' } });
    await waitFor(() => expect(screen.queryByTestId('photo-upload')).toBeNull());
    expect(calls.some((u) => u.includes('/api/activity/add-photo'))).toBe(true);
    await waitFor(() => expect(document.querySelectorAll('.act-photos img')).toHaveLength(1));
  });

  it('keeps a failed photo on screen saying why, and a retry sends it again', async () => {
    const tile = await pickPhoto();
    FakeXhr.sent[0]!.answer({ e: 10014, m: 'too large', d: null });
    await waitFor(() => expect(tile.getAttribute('data-state')).toBe('failed'));
    expect(tile.textContent).toContain('上传失败');
    expect(tile.textContent).toContain('内容过大');
    fireEvent.click(within(tile).getByTestId('photo-retry'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    FakeXhr.sent[1]!.answer({ e: 0, m: 'ok', d: { id: 'u2', url: '/files/u2.jpg' } });
    await waitFor(() => expect(screen.queryByTestId('photo-upload')).toBeNull());
    await waitFor(() => expect(document.querySelectorAll('.act-photos img')).toHaveLength(1));
  });
});
