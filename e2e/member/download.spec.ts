import { devices } from '@playwright/test';
import { expect, gotoHydrated, test } from '../support/fixtures';

test.describe('on an iPhone', () => {
  test.use({ userAgent: devices['iPhone 13'].userAgent });
  test('downloadClient offers the App Store first, marked for this phone', async ({ page }) => {
    await gotoHydrated(page, 'downloadClient.html');
    await expect(page.getByRole('heading', { name: '下载客户端' })).toBeVisible();
    const first = page.getByRole('listitem').first();
    await expect(first.getByRole('link')).toHaveAttribute('data-os', 'ios');
    await expect(first.getByText('适合您的手机')).toBeVisible();
  });
});

test.describe('in the messenger', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 Mobile Safari/537.36 MicroMessenger/8.0.47',
  });
  test('a download tap shows the open-in-browser overlay instead of leaving', async ({ page }) => {
    await gotoHydrated(page, 'downloadClient.html');
    const android = page.getByRole('link', { name: /Android 版下载/ });
    await expect(android).toHaveAttribute('data-os', 'android');
    await android.click();
    await expect(page.getByRole('dialog')).toContainText('请点击右上角');
    await expect(page).toHaveURL(/downloadClient\.html$/);
    await page.getByRole('button', { name: '关闭' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
