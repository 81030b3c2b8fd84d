/**
 * An approval on the phone: a student applies for a day's leave (the demo leave form carries the
 * leave process: the counselor approves), finds the approval from the submission, the counselor
 * finds it among their to-dos, reads it and approves it with a comment, and the student sees it
 * approved with the counselor's answer in the timeline.
 */
import { expect, test, type Page } from '@playwright/test';
import { drawSignature, login, phoneOf } from './helpers';

async function confirmPicker(page: Page) {
  await page.locator('.adm-picker-header-button:visible', { hasText: /确定|Confirm/ }).click();
  await expect(page.locator('.adm-picker-header-button:visible')).toHaveCount(0);
}

/** Fills the leave form for today (one full day) and submits it. */
async function applyForLeave(page: Page, reason: string) {
  await page.goto('/site/document/flow');
  await page.getByTestId('wf-start').getByText('学生请假申请').click();
  await expect(page).toHaveURL(/\/site\/newForm\/index\?formid=/);
  await expect(page.getByTestId('name').locator('input')).not.toHaveValue('');
  await page.getByTestId('phone').locator('input').fill('13800138000');
  await page.getByTestId('type').getByText('事假').click();
  await page.getByTestId('start').click();
  await confirmPicker(page);
  await page.getByTestId('end').click();
  await confirmPicker(page);
  await page.getByTestId('reason').getByRole('textbox').fill(reason);
  await page.getByTestId('leaveCampus').getByText('否').click();
  await page.getByTestId('schedule-0-day').click();
  await confirmPicker(page);
  await page.getByTestId('schedule-0-period').getByText('全天').click();
  await drawSignature(page);
  await page.getByTestId('form-submit').click();
  await expect(page.getByTestId('form-done')).toBeVisible();
}

/** The card of one item in a list, scrolling on (the list loads more at its end) until it shows. */
async function cardOf(page: Page, id: string) {
  const card = page.locator(`[data-testid="wf-item"][data-id="${id}"]`);
  await expect(async () => {
    if (!(await card.count())) await page.locator('.adm-infinite-scroll').scrollIntoViewIfNeeded();
    expect(await card.count()).toBeGreaterThan(0);
  }).toPass();
  return card.first();
}

/** Applies, then follows the submission to its approval's page; answers the item's id. */
async function applyAndOpen(page: Page, reason: string): Promise<string> {
  await applyForLeave(page, reason);
  await page.getByRole('button', { name: '提交详情' }).click();
  const link = page.getByTestId('wf-submission-link');
  await expect(link.getByTestId('wf-state')).toHaveText('审批中');
  await link.getByRole('link').click();
  await expect(page).toHaveURL(/\/site\/document\/flowpage\?id=/);
  const id = new URL(page.url()).searchParams.get('id') ?? '';
  expect(id).not.toBe('');
  return id;
}

test('a student’s leave goes to the counselor, who approves it on the phone; the student sees it approved', async ({ page, browser }) => {
  const reason = `家中有事 ${Date.now()}`;
  // student2: forms.spec fills the same leave form as student at the same time, and one
  // account's draft is one (the other tab's save would reload this one's form).
  await login(page, 'student2');
  // From the submission to its approval: running, with the counselor.
  const id = await applyAndOpen(page, reason);
  await expect(page.getByTestId('wf-head').getByTestId('wf-state')).toHaveText('审批中');
  await expect(page.getByTestId('wf-plan-step-counselor')).toHaveAttribute('data-state', 'current');
  await expect(page.getByTestId('wf-timeline-entry')).toHaveCount(1);
  await expect(page.getByTestId('wf-timeline-entry').first()).toContainText('提交申请');
  // Nobody has acted yet: the applicant may withdraw or urge, never approve.
  await expect(page.getByTestId('wf-act-withdraw')).toBeVisible();
  await expect(page.getByTestId('wf-act-approve')).toHaveCount(0);

  // The counselor's to-do list holds it, with a count on the tab.
  const counselor = await phoneOf(browser, 'counselor');
  await counselor.goto('/site/document/backlog');
  await expect(counselor.getByTestId('wf-count-todo')).toBeVisible();
  const card = await cardOf(counselor, id);
  await expect(card).toContainText('李四');
  await card.click();
  await expect(counselor).toHaveURL(new RegExp(`/site/document/waitpage\\?id=${id}`));
  await expect(counselor.getByTestId('view-reason')).toContainText(reason);

  // Rejecting needs a reason; approving does not, but the counselor writes one.
  await counselor.getByTestId('wf-act-reject').click();
  await counselor.getByTestId('wf-sheet-send').click();
  await expect(counselor.getByText('请填写意见')).toBeVisible();
  await counselor.getByTestId('wf-sheet').getByRole('button', { name: '取消' }).click();
  await expect(counselor.getByTestId('wf-sheet')).toHaveCount(0);
  await counselor.getByTestId('wf-act-approve').click();
  await counselor.getByTestId('wf-comment').getByRole('textbox').fill('同意，注意安全');
  await counselor.getByTestId('wf-sheet-send').click();
  await expect(counselor.getByTestId('wf-head').getByTestId('wf-state')).toHaveText('已通过');
  await expect(counselor.getByTestId('wf-act-approve')).toHaveCount(0);

  // Done: it has left the to-do list and stands in the done list.
  await counselor.goto('/site/document/complete');
  await expect(await cardOf(counselor, id)).toContainText('同意');
  await counselor.context().close();

  // The student sees it approved, with the counselor's answer in the timeline and the plan ended.
  await page.reload();
  await expect(page.getByTestId('wf-head').getByTestId('wf-state')).toHaveText('已通过');
  const approved = page.locator('[data-testid="wf-timeline-entry"][data-action="approve"]');
  await expect(approved).toContainText('同意，注意安全');
  await expect(page.getByTestId('wf-plan-step-counselor')).toHaveAttribute('data-state', 'done');
  await expect(page.getByTestId('wf-act-withdraw')).toHaveCount(0);
  await page.goto('/site/document/flow?tab=mine');
  await expect((await cardOf(page, id)).getByTestId('wf-state')).toHaveText('已通过');
});

test('the counselor returns a leave for a change; the student edits it and sends it again to the counselor', async ({ page, browser }) => {
  const reason = `回家办理证件 ${Date.now()}`;
  await login(page, 'student2');
  const id = await applyAndOpen(page, reason);

  const counselor = await phoneOf(browser, 'counselor');
  await counselor.goto(`/site/document/waitpage?id=${id}`);
  await counselor.getByTestId('wf-act-return').click();
  await counselor.getByTestId('wf-return-applicant').click();
  await counselor.getByTestId('wf-comment').getByRole('textbox').fill('请写明返校时间');
  await counselor.getByTestId('wf-sheet-send').click();
  await expect(counselor.getByTestId('wf-head').getByTestId('wf-state')).toHaveText('已退回');

  // The student finds it returned, with the reason, and a count on My applications.
  await page.goto('/site/document/backlog?tab=mine');
  await expect(page.getByTestId('wf-count-mine')).toBeVisible();
  await (await cardOf(page, id)).click();
  await expect(page.getByTestId('wf-head').getByTestId('wf-state')).toHaveText('已退回');
  await expect(page.locator('[data-testid="wf-timeline-entry"][data-action="return"]')).toContainText('请写明返校时间');
  await page.getByTestId('wf-act-resubmit').click();
  const editor = page.getByTestId('wf-editor-resubmit');
  await editor.getByTestId('reason').getByRole('textbox').fill(`${reason}，周日晚返校`);
  await page.getByTestId('wf-resubmit-send').click();
  await page.getByTestId('wf-sheet-send').click();
  await expect(page.getByTestId('wf-head').getByTestId('wf-state')).toHaveText('审批中');
  await expect(page.getByTestId('view-reason')).toContainText('周日晚返校');
  await expect(page.locator('[data-testid="wf-timeline-entry"][data-action="resubmit"]')).toHaveCount(1);

  // Back with the counselor, changed.
  await counselor.goto('/site/document/backlog');
  await (await cardOf(counselor, id)).click();
  await expect(counselor.getByTestId('view-reason')).toContainText('周日晚返校');
  await expect(counselor.getByTestId('wf-act-approve')).toBeVisible();
  await counselor.context().close();
});
