import { auth, site } from '@campus/api';
import { describe, expect, it } from 'vitest';
import { entryAuth, entrySite } from '../src/services/entry-endpoints';

describe('entry endpoint descriptors', () => {
  it('match the contract (name, method, path, no multipart)', () => {
    for (const key of Object.keys(entryAuth) as (keyof typeof entryAuth)[]) {
      const light = entryAuth[key];
      const real = auth[key];
      expect({ name: light.name, method: light.method, path: light.path, multipart: light.multipart }).toEqual({
        name: real.name,
        method: real.method,
        path: real.path,
        multipart: real.multipart,
      });
    }
    expect({ name: entrySite.info.name, method: entrySite.info.method, path: entrySite.info.path }).toEqual({ name: site.info.name, method: site.info.method, path: site.info.path });
  });
});
