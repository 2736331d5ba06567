import { expect, test } from '../support/fixtures';
import { answerCode, card, openSignedIn } from './utils';

test('open an option from the list, vote from its page and see its count rise', async ({ page, make }) => {
  const { voteId, optionIds } = await make.vote({ themes: 1, perTheme: 3, userInfo: false });
  await openSignedIn(page, make, `activityVote/${voteId}.html`);
  await card(page, '选项2').getByRole('link', { name: '选项2' }).click();

  await expect(page).toHaveURL(new RegExp(`/voteItemDetail/${voteId}/${optionIds[1]}\\.html$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('选项2');
  await expect(page.getByText('2号')).toBeVisible();
  await expect(page.getByText('选项2的介绍。')).toBeVisible();
  await expect(page.getByText('0票')).toBeVisible();
  await expect(page.getByText('今日还可投 3 票')).toBeVisible();

  await page.getByRole('button', { name: '为 选项2 投票' }).click();
  const box = page.getByRole('dialog');
  await answerCode(page, make);
  await box.getByRole('button', { name: '确认投票' }).click();
  await expect(page.getByRole('status').filter({ hasText: '投票成功' })).toContainText('今日还可投 2 票');
  await expect(page.getByText('1票')).toBeVisible();
  await expect(page.getByText('第1名')).toBeVisible();

  // the list counts it too, once its shared counts are read again (kept at most 5 s, docs/vote-record.md)
  await page.getByRole('link', { name: '返回投票' }).click();
  await expect(page).toHaveURL(new RegExp(`/activityVote/${voteId}\\.html$`));
  await expect(async () => {
    await page.reload();
    await expect(card(page, '选项2').getByText('1票')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
});

test('an option of another vote, or none, is not found', async ({ page, make }) => {
  const first = await make.vote();
  const other = await make.vote();
  const wrong = await page.goto(`voteItemDetail/${other.voteId}/${first.optionIds[0]}.html`);
  expect(wrong?.status()).toBe(404);
  const none = await page.goto(`voteItemDetail/${first.voteId}/999999999.html`);
  expect(none?.status()).toBe(404);
});
