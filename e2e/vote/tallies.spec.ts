import { expect, test } from '../support/fixtures';
import { card, openSignedIn } from './utils';

test('a ranking reads from its numbers: each option’s real tally, grouped as the reader’s language writes it', async ({
  page,
  context,
  baseURL,
  make,
}) => {
  // 1k+ 票 for both of the first two would leave their order to the rank alone
  const { voteId } = await make.vote({ themes: 1, perTheme: 3, counts: [1_234, 1_299, 12_345] });
  const path = `activityVote/${voteId}.html`;
  await openSignedIn(page, make, path);
  await expect(card(page, '选项1').getByText('1,234票')).toBeVisible();
  await expect(card(page, '选项2').getByText('1,299票')).toBeVisible();
  await expect(card(page, '选项3').getByText('12,345票')).toBeVisible();
  await expect(card(page, '选项3').getByText('第1名')).toBeVisible();
  await expect(card(page, '选项2').getByText('第2名')).toBeVisible();
  await expect(card(page, '选项1').getByText('第3名')).toBeVisible();

  await page.getByRole('link', { name: '选项2' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '选项2' })).toBeVisible();
  await expect(page.getByText('1,299票')).toBeVisible();

  await context.addCookies([{ name: 'lang', value: 'de', url: baseURL! }]);
  await page.goto(path);
  await expect(card(page, '选项3').getByText('12.345 Stimmen')).toBeVisible();
  await expect(card(page, '选项1').getByText('1.234 Stimmen')).toBeVisible();
});
