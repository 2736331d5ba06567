import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures';

/** Logs in on the login page the reader was sent to (by password), and waits to be sent back. */
export async function logInHere(page: Page, member: { phone: string; password: string }) {
  await expect(page).toHaveURL(/\/login\.html\?redirect=/);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: '密码登录' }).click();
  await page.getByLabel('手机号').fill(member.phone);
  await page.getByLabel('密码').fill(member.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login\.html/);
}
