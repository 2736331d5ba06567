import { expect, test } from '../support/fixtures';
import { gotoWithBar, sharedArticle } from './utils';

test('each channel of the share panel shows its badge above its name, the name what a screen reader says', async ({
  page,
  make,
}) => {
  const { path } = await sharedArticle(make);
  await gotoWithBar(page, path);
  await page.getByRole('button', { name: '分享' }).click();
  const panel = page.getByRole('dialog', { name: '分享到' });
  const channels = panel.getByRole('listitem');
  const names = ['微信好友', '朋友圈', 'QQ', '微博', 'Facebook', 'Twitter', '海报', '复制链接'];
  for (const name of names) {
    const channel = channels
      .filter({ has: page.getByRole('link', { name, exact: true }) })
      .or(channels.filter({ has: page.getByRole('button', { name, exact: true }) }));
    const badge = channel.locator('svg');
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('aria-hidden', 'true');
    // a badge a finger finds: at least 32 px, above the channel's name
    const box = (await badge.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(32);
    const label = (await channel.locator('span', { hasText: name }).boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(label.y + 1);
  }
});
