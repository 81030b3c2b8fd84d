import { E } from '@campus/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, loginAs, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function setSite(id: string, values: { logo?: string; img_url?: string; integrations?: string; variants?: string }) {
  await t.app.platform.db.updateTable('sites').set(values).where('id', '=', id).execute();
  t.app.platform.sites.invalidate(id);
}

describe('site info (spec: site info from the host page)', () => {
  it('answers the default site to anyone, with its login and logout paths and flags', async () => {
    const r = await new Client(t.app).get('/api/site/info');
    expect(r.e).toBe(0);
    expect(r.d).toMatchObject({
      id: 'demo',
      login: '/site/center/login',
      logout: '/site/center/login',
      flags: { hideAddService: false, showMoveTips: false, hiddenModules: [] },
      variants: {},
      features: { share: false, corp: false },
      timezone: 'Asia/Shanghai',
    });
  });

  it('gives the zone a site sets for its times, and the default for one it does not know', async () => {
    await setSite('pku', { variants: JSON.stringify({ message: { timezone: 'Asia/Kolkata' } }) });
    expect((await new Client(t.app).get<{ timezone: string }>('/api/site/info', { site: 'pku' })).d.timezone).toBe('Asia/Kolkata');
    await setSite('pku', { variants: JSON.stringify({ message: { timezone: 'Mars/Olympus' } }) });
    expect((await new Client(t.app).get<{ timezone: string }>('/api/site/info', { site: 'pku' })).d.timezone).toBe('Asia/Shanghai');
    await setSite('pku', { variants: '{}' });
  });

  it('follows the site the client names: pku hides the add-service entry, fudan shows move tips', async () => {
    const c = new Client(t.app);
    const pku = await c.get<{ id: string; flags: { hideAddService: boolean }; login: string }>('/api/site/info', { site: 'pku' });
    expect(pku.d.id).toBe('pku');
    expect(pku.d.flags.hideAddService).toBe(true);
    expect(pku.d.login).toBe('/pku/site/center/login');
    const fudan = await new Client(t.app, { 'x-site': 'fudan' }).get<{ flags: { showMoveTips: boolean } }>('/api/site/info');
    expect(fudan.d.flags.showMoveTips).toBe(true);
  });

  it('answers the site of the logged-in user', async () => {
    const c = await loginAs(t.app, 'student', { 'x-site': 'pku' });
    expect((await c.get<{ id: string }>('/api/site/info')).d.id).toBe('pku');
  });

  it('refuses an unknown or malformed site with an envelope', async () => {
    const a = await new Client(t.app).get('/api/site/info', { site: 'nowhere' });
    expect(a.e).toBe(E.NOT_FOUND);
    const b = await new Client(t.app).get('/api/site/info', { site: '../x' });
    expect(b.e).toBe(E.BAD_INPUT);
  });

  it('carries module variants but never the secrets of integrations', async () => {
    await setSite('fudan', {
      variants: JSON.stringify({ health: { fields: ['temperature'] } }),
      integrations: JSON.stringify({
        share: { appId: 'wx1', ticketSource: { type: 'wechat', appSecret: 'TOP-SECRET-1' } },
        corp: { corpId: 'ww1', agentId: '1000', secret: 'TOP-SECRET-2' },
      }),
    });
    const res = await new Client(t.app).raw({ method: 'GET', url: '/api/site/info?site=fudan' });
    expect(res.body).not.toContain('TOP-SECRET');
    expect(res.body).not.toContain('wx1');
    const d = res.json().d;
    expect(d.variants).toEqual({ health: { fields: ['temperature'] } });
    expect(d.features).toEqual({ share: true, corp: true });
  });
});

describe('site setting (spec: copyright and site_logo)', () => {
  it('gives the default logo when none is stored', async () => {
    const r = await new Client(t.app).post('/api/site/setting');
    expect(r.e).toBe(0);
    expect(r.d).toEqual({ copyright: '© 演示大学 信息化办公室', site_logo: '/site/static/images/logo.png' });
  });

  it('prefixes the default logo with /eai for the school id moe', async () => {
    const r = await new Client(t.app, { 'x-site': 'moe' }).post<{ site_logo: string }>('/api/site/setting');
    expect(r.d.site_logo).toBe('/eai/site/static/images/logo.png');
  });

  it("prefixes a stored logo with the site's image base URL", async () => {
    await setSite('pku', { logo: '/logos/pku.png', img_url: 'https://img.pku.example/' });
    const r = await new Client(t.app, { 'x-site': 'pku' }).postForm<{ site_logo: string; copyright: string }>('/api/site/setting', '');
    expect(r.d).toEqual({ copyright: '© 北方大学', site_logo: 'https://img.pku.example/logos/pku.png' });
    const info = await new Client(t.app).get<{ logo: string; imgUrl: string }>('/api/site/info', { site: 'pku' });
    expect(info.d.logo).toBe('https://img.pku.example/logos/pku.png');
    expect(info.d.imgUrl).toBe('https://img.pku.example/');
  });

  it('serves a logo uploaded in the console from the attachment store', async () => {
    await setSite('fudan', { logo: 'all/2026/11/logo.png', img_url: 'https://cdn.fudan.example' });
    const r = await new Client(t.app, { 'x-site': 'fudan' }).post<{ site_logo: string }>('/api/site/setting');
    expect(r.d.site_logo).toBe('/site/attach?file=all/2026/11/logo.png');
  });

  it('is a POST under the CSRF rule', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/site/setting' });
    expect(res.json().e).toBe(E.CSRF);
  });
});
