/**
 * Official document circulation on the phone: the manager drafts a document, chooses the maths
 * school as the receiving unit and sends it (the server numbers it); student2, of that school,
 * finds it in the to-handle list, signs for it and writes a handling opinion; the manager sees
 * it read, signed and handled, with the opinion; the red-header layout shows the number line.
 */
import { expect, test } from '@playwright/test';
import { unique } from './content-helpers';
import { login, phoneOf } from './helpers';

test('a sent document is signed and handled by the receiving unit, and the sender sees it read', async ({ page, browser }) => {
  const title = unique('关于寒假安全工作的通知');
  await login(page, 'manager');
  await page.goto('/site/document/sendpage');
  await page.getByTestId('doc-f-title').locator('input').fill(title);
  await page.getByTestId('doc-f-issuer').locator('input').fill('演示大学办公室');
  await page.getByTestId('doc-f-body').locator('textarea:not([aria-hidden])').fill('各学院：\n请做好寒假期间的安全工作。');

  // Receivers: the units picker, searched, then back to the draft (which kept what was typed).
  await page.getByTestId('doc-f-receivers').click();
  await expect(page).toHaveURL(/document\/choosecompany/);
  await page.getByTestId('doc-unit-search').locator('input').fill('数学');
  await page.getByTestId('doc-unit').filter({ hasText: '数学学院' }).click();
  await page.getByTestId('doc-choose-done').click();
  await expect(page).toHaveURL(/document\/sendpage/);
  await expect(page.getByTestId('doc-f-title').locator('input')).toHaveValue(title);
  await expect(page.getByTestId('doc-f-receivers')).toContainText('已选 1 个单位');
  await page.getByTestId('doc-send').click();

  await expect(page).toHaveURL(/document\/officialpage\?id=/);
  await expect(page.getByTestId('doc-title')).toHaveText(title);
  const number = (await page.getByTestId('doc-number').innerText()).trim();
  expect(number).toMatch(/〔\d{4}〕\d+号$/);
  await expect(page.getByTestId('doc-read-count')).toHaveText(/^已读 0\/[1-9]/);
  const docUrl = page.url();

  // The receiver: to handle, open (read), sign, opinion, finish.
  const phone = await phoneOf(browser, 'student2');
  await phone.goto('/site/rucoffcir/handle');
  const item = phone.getByTestId('doc-item').filter({ hasText: title });
  await expect(item).toContainText('未读');
  await item.click();
  await expect(phone.getByTestId('doc-body')).toContainText('请做好寒假期间的安全工作。');
  await expect(phone.getByTestId('doc-my-state')).toHaveText('待签收');
  await phone.getByTestId('doc-sign').click();
  await expect(phone.getByTestId('doc-my-state')).toHaveText('办理中');
  await phone.getByTestId('doc-opinion').locator('textarea:not([aria-hidden])').fill('已阅，数学学院按要求落实。');
  await phone.getByTestId('doc-finish').click();
  await expect(phone.getByTestId('doc-my-state')).toHaveText('已办结');
  await expect(phone.getByTestId('doc-opinion-done')).toContainText('已阅，数学学院按要求落实。');

  // Handled: gone from the to-handle list, in the handled one.
  await phone.goto('/site/rucoffcir/already');
  await expect(phone.getByTestId('doc-item').filter({ hasText: title })).toContainText('已办结');

  // The red-header layout: the issuing unit's header and the number line.
  await phone.goto(docUrl.replace('officialpage', 'redpage').replace(/^https?:\/\/[^/]+/, ''));
  await expect(phone.getByTestId('doc-red-header')).toHaveText('演示大学办公室文件');
  await expect(phone.getByTestId('doc-paper')).toContainText(number);
  await phone.context().close();

  // The sender: read by one more, handled, with the opinion.
  await page.reload();
  await expect(page.getByTestId('doc-read-count')).toHaveText(/^已读 1\//);
  const receiver = page.getByTestId('doc-person').filter({ hasText: '李四' });
  await expect(receiver).toContainText('已办结');
  await expect(receiver).toContainText(/\d{2}:\d{2} 已读/);
  await expect(receiver).toContainText('已阅，数学学院按要求落实。');
});
