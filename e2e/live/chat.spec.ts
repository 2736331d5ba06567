import { expect, test } from '../support/fixtures';
import { logInHere } from '../support/signIn';

test('chat: a visitor is asked to log in and comes back with the draft; an empty message is refused; a sent one shows as text', async ({
  page,
  make,
}) => {
  const live = await make.live({ status: 1 });
  const member = await make.member({ nickname: '江边观众' });
  await page.goto(live.path);
  await expect(page.locator('article[data-following]')).toBeAttached({ timeout: 10_000 });
  await page.getByRole('tab', { name: '聊天' }).click();
  const box = page.getByRole('textbox', { name: '聊天内容' });
  await box.fill('龙舟冲线了！<b>好看</b>');
  await page.getByRole('button', { name: '发送' }).click();
  await expect(page.getByText('请登录后评论')).toBeVisible();

  await logInHere(page, member);
  await expect(page).toHaveURL(new RegExp(`${live.id}\\.html#live-chat$`));
  await expect(page.getByRole('tab', { name: '聊天' })).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveValue('龙舟冲线了！<b>好看</b>');

  await page.getByRole('button', { name: '发送' }).click();
  const message = page.locator('#live-panel-chat li').filter({ hasText: '江边观众' });
  await expect(message).toContainText('龙舟冲线了！<b>好看</b>');
  await expect(box).toHaveValue('');

  await box.fill('   ');
  await page.getByRole('button', { name: '发送' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '请输入内容' })).toBeVisible();

  // the message stays after a reload, once
  await page.reload();
  await page.getByRole('tab', { name: '聊天' }).click();
  await expect(page.locator('#live-panel-chat li').filter({ hasText: '龙舟冲线了！' })).toHaveCount(1);
});
