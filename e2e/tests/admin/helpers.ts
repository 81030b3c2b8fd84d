/** Console e2e helpers: log in through the login page as a person would. */
import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Demo@1234';

export async function loginAs(page: Page, username: string, password = PASSWORD, path = '/admin/'): Promise<void> {
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
