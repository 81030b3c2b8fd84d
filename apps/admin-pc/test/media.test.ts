import type { SessionUser } from '@campus/api';
import { describe, expect, it } from 'vitest';
import access from '../src/access';
import { MAX_PHOTOS, addPhotos, movePhoto, photosPayload, removePhoto, setCaption, type PhotoValue } from '../src/pages/media/components/photos';

const p = (url: string, caption = ''): PhotoValue => ({ url, caption });

describe('a collection’s photo list', () => {
  it('appends uploads in order, skipping URLs already in the list', () => {
    expect(addPhotos([p('a', 'x')], ['b', 'a', 'c', 'b'])).toEqual([p('a', 'x'), p('b'), p('c')]);
  });
  it('never holds more photos than the server accepts', () => {
    const many = Array.from({ length: MAX_PHOTOS - 1 }, (_, i) => p(`u${i}`));
    const next = addPhotos(many, ['n1', 'n2', 'n3']);
    expect(next).toHaveLength(MAX_PHOTOS);
    expect(next.at(-1)).toEqual(p('n1'));
  });
  it('moves a photo up or down; the first cannot go up nor the last down', () => {
    const list = [p('a'), p('b'), p('c')];
    expect(movePhoto(list, 2, -1).map((x) => x.url)).toEqual(['a', 'c', 'b']);
    expect(movePhoto(list, 0, 1).map((x) => x.url)).toEqual(['b', 'a', 'c']);
    expect(movePhoto(list, 0, -1).map((x) => x.url)).toEqual(['a', 'b', 'c']);
    expect(movePhoto(list, 2, 1).map((x) => x.url)).toEqual(['a', 'b', 'c']);
    expect(list.map((x) => x.url)).toEqual(['a', 'b', 'c']);
  });
  it('captions and removes one photo by position; captions are sent trimmed', () => {
    const list = setCaption([p('a'), p('b')], 1, '  操场  ');
    expect(photosPayload(list)).toEqual([p('a'), p('b', '操场')]);
    expect(removePhoto(list, 0)).toEqual([p('b', '  操场  ')]);
  });
});

describe('media access', () => {
  const user: SessionUser = { id: 'u1', username: 'someone', name: 'Someone', siteId: 'demo', isSuper: false, roles: [] };
  it('each tab needs its own manage permission; either opens the page', () => {
    const v = access({ user, auth: { video: { module: ['manage'] } } });
    expect([v.canMedia, v.canVideos, v.canCollections]).toEqual([true, true, false]);
    const c = access({ user, auth: { photoCollection: { module: ['manage'] }, video: { module: ['view'] } } });
    expect([c.canMedia, c.canVideos, c.canCollections]).toEqual([true, false, true]);
    expect(access({ user, auth: {} }).canMedia).toBe(false);
  });
});
