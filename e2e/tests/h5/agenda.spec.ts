/**
 * A counselor creates a class group, adds a student by account and publishes a meeting that asks
 * for confirmation; the student finds it in their own calendar, confirms it, and adds a personal
 * item of their own; the counselor then sees who confirmed.
 */
import { expect, test, type Page } from '@playwright/test';
import { login } from './helpers';

const field = (page: Page, id: string) => page.getByTestId(id).locator('input, textarea').first();

test('a counselor publishes to a group; a member sees it in their agenda, confirms it and adds their own item', async ({ browser }) => {
  const counselor = await (await browser.newContext()).newPage();
  await login(counselor, 'counselor');
  await counselor.goto('/site/agenda/classManage');
  await counselor.getByTestId('agenda-create-group').click();
  await field(counselor, 'agenda-group-name').fill('软件工程 期末冲刺');
  await counselor.getByTestId('agenda-group-save').click();
  await expect(counselor.getByTestId('agenda-group-title')).toHaveText('软件工程 期末冲刺');
  await expect(counselor.getByTestId('agenda-group-code')).toHaveText(/^[A-Z0-9]{8}$/);

  await field(counselor, 'agenda-accounts').fill('student');
  await counselor.getByTestId('agenda-add-members').click();
  await expect(counselor.getByTestId('agenda-members')).toContainText('张三');

  await counselor.getByTestId('agenda-to-publish').click();
  await expect(counselor).toHaveURL(/agenda\/addClass\?groupId=/);
  await field(counselor, 'agenda-title').fill('期末动员会');
  await field(counselor, 'agenda-start-time').fill('19:00');
  await field(counselor, 'agenda-end-time').fill('20:30');
  await field(counselor, 'agenda-location').fill('信息楼 201');
  await counselor.getByTestId('agenda-need-confirm').click();
  await counselor.getByTestId('agenda-publish').click();
  await expect(counselor.getByTestId('agenda-detail-title')).toHaveText('期末动员会');
  await expect(counselor.getByTestId('agenda-receipts')).toContainText('已确认 0/1');

  // The student: the meeting is in their calendar today, marked as theirs to confirm.
  const student = await (await browser.newContext()).newPage();
  await login(student, 'student');
  await student.goto('/site/personalAgenda/index');
  const day = student.getByTestId('agenda-day');
  const meeting = day.getByTestId('agenda-occurrence').filter({ hasText: '期末动员会' });
  await expect(meeting).toContainText('19:00–20:30');
  await expect(meeting).toContainText('软件工程 期末冲刺');
  await expect(meeting).toContainText('需确认');
  await meeting.click();
  await expect(student.getByTestId('agenda-detail-title')).toHaveText('期末动员会');
  await expect(student.locator('[data-page="agenda-detail"]')).toContainText('信息楼 201');
  await student.getByTestId('agenda-confirm').click();
  await expect(student.getByText('已确认').first()).toBeVisible();

  // Their own item, added from the calendar.
  await student.goto('/site/personalAgenda/index');
  await student.getByTestId('agenda-day').getByRole('button', { name: /新建日程/ }).click();
  await field(student, 'agenda-title').fill('背单词');
  await field(student, 'agenda-start-time').fill('21:00');
  await field(student, 'agenda-end-time').fill('21:30');
  await student.getByTestId('agenda-save').click();
  await expect(student.getByTestId('agenda-detail-title')).toHaveText('背单词');
  await student.goto('/site/personalAgenda/index');
  const items = student.getByTestId('agenda-day').getByTestId('agenda-occurrence');
  await expect(items.filter({ hasText: '背单词' })).toContainText('21:00–21:30');
  await expect(items.filter({ hasText: '期末动员会' })).not.toContainText('需确认');

  // The counselor sees the confirmation, and not the student's own item.
  await counselor.reload();
  await expect(counselor.getByTestId('agenda-receipts')).toContainText('已确认 1/1');
  await counselor.goto('/site/personalAgenda/index');
  await expect(counselor.getByTestId('agenda-day')).toContainText('期末动员会');
  await expect(counselor.getByTestId('agenda-day')).not.toContainText('背单词');
});
