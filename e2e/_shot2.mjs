import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await b.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
const page = await ctx.newPage();
const base = 'http://127.0.0.1:4611';
const errs = [];
page.on('console', (m) => { if (m.type() === 'error') errs.push(page.url() + ' ' + m.text()); });
page.on('response', (r) => { if (r.status() >= 400) errs.push(r.status() + ' ' + r.url()); });
await page.goto(base + '/admin/');
await page.locator('#username').fill('manager');
await page.locator('#password').fill('Demo@1234');
await page.locator('[data-page="login"] button[type=submit]').click();
await page.waitForTimeout(2000);
for (const p of ['ticket', 'voucher', 'voucher/records', 'signin', 'activity', 'generalApp', 'generalApp/information', 'seat', 'seat/map', 'seat/sessions']) {
  await page.goto(base + '/admin/booking/' + p);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/adm-${p.replace('/', '-')}.png` });
}
// first ticket event detail
await page.goto(base + '/admin/booking/ticket');
await page.waitForLoadState('networkidle');
const link = page.locator('a[href*="/booking/ticket/"]').first();
if (await link.count()) { await link.click(); await page.waitForLoadState('networkidle'); await page.waitForTimeout(800); await page.screenshot({ path: '/tmp/adm-ticket-detail.png', fullPage: true }); }
console.log(errs.join('\n'));
await b.close();
