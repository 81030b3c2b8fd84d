/** Console e2e helpers: log in (through the API, or through the login page as a person would), fill the designers. */
import { expect, type Locator, type Page } from '@playwright/test';

export const PASSWORD = 'Demo@1234';

/**
 * Logs `username` in and opens `path`. The session comes from the login call itself, as the login
 * page makes it; the login page has tests of its own (`loginThroughPage`), and skipping it saves a
 * page load for every person of a journey.
 */
export async function loginAs(page: Page, username: string, password = PASSWORD, path = '/admin/'): Promise<void> {
  // Off the console first: a page of the last person could otherwise see its session gone and
  // go to the login page in the middle of this one's arrival.
  await page.goto('about:blank');
  const res = await page.request.post('/api/auth/login', {
    data: { username, password },
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  expect((await res.json()).e, `login of ${username}`).toBe(0);
  await page.goto(path);
  // Arrived: the console's frame (with the page, or the page's no-access notice) is up.
  await expect(page.locator('.ant-pro-layout').or(page.locator('[data-page="no-access"]')).first()).toBeVisible();
  await expect(page).not.toHaveURL(/\/admin\/login/);
}

/** Logs in through the login page, as a person would: sent there from `path`, and back after it. */
export async function loginThroughPage(page: Page, username: string, password = PASSWORD, path = '/admin/'): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.locator('[data-page="login"] button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/admin\/login/);
}

/** The titles in the side menu. */
export async function menuItems(page: Page): Promise<string[]> {
  const items = page.locator('.ant-pro-sider .ant-menu-item, .ant-pro-sider .ant-menu-submenu-title');
  return (await items.allInnerTexts()).map((s) => s.trim()).filter(Boolean);
}

export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** Picks an option of an antd Select by its text. */
export async function choose(page: Page, select: Locator, text: string): Promise<void> {
  await select.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();
}

/**
 * In the process designer (opened from a form), adds the two steps of the approval journeys: the
 * applicant's counselor, then the holders of a role. Returns both step cards for further settings.
 */
export async function addCounselorThenRoleSteps(
  page: Page,
  steps: { counselorStep: string; roleStep: string; role: string },
): Promise<{ first: Locator; second: Locator }> {
  await page.getByTestId('add-step').click();
  const first = page.getByTestId('step-0');
  await first.getByTestId('step-0-name-zh').fill(steps.counselorStep);
  await choose(page, first.getByTestId('step-0-assignee-kind'), '申请人的辅导员');
  await page.getByTestId('add-step').click();
  const second = page.getByTestId('step-1');
  await second.getByTestId('step-1-name-zh').fill(steps.roleStep);
  await choose(page, second.getByTestId('step-1-assignee-kind'), '角色');
  await choose(page, second.getByTestId('step-1-assignee-role'), steps.role);
  return { first, second };
}
