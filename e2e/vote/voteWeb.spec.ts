import { expect, test } from '../support/fixtures';
import { answerCode, card, openSignedIn } from './utils';

test('the web vote page: login and back, titled by the vote, options open their page, voting counts', async ({
  page,
  make,
}) => {
  const { voteId, optionIds } = await make.vote({ title: '最美乡村评选', userInfo: false });
  await openSignedIn(page, make, `activityVoteWeb/${voteId}.html`);
  await expect(page).toHaveTitle(/^最美乡村评选/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('最美乡村评选');

  await page.getByRole('button', { name: '为 选项1 投票' }).click();
  await answerCode(page, make);
  await page.getByRole('dialog').getByRole('button', { name: '确认投票' }).click();
  await expect(card(page, '选项1').getByText('1票')).toBeVisible();
  await expect(page.getByText('今日还可投 2 票').first()).toBeVisible();

  await expect(card(page, '选项1').getByRole('link', { name: '选项1' })).toHaveAttribute(
    'href',
    new RegExp(`/voteItemDetail/${voteId}/${optionIds[0]}\\.html$`),
  );
});
