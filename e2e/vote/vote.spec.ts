import { expect, test } from '../support/fixtures';
import { answerCode, card, openSignedIn } from './utils';

test('a visitor is sent to login on the vote page, and comes back to it signed in', async ({
  page,
  make,
}) => {
  const { voteId } = await make.vote();
  await openSignedIn(page, make, `activityVote/${voteId}.html`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('测试投票');
  await expect(page.getByText('今日还可投 3 票')).toBeVisible();
});

test('vote with the user-info box and the verification code until the limit', async ({ page, make }) => {
  const { voteId } = await make.vote({ dayLimit: 3, optionDayLimit: 2, themes: 2, perTheme: 3 });
  await openSignedIn(page, make, `activityVote/${voteId}.html`);
  await expect(card(page, '选项1').getByText('0票')).toBeVisible();

  await page.getByRole('button', { name: '为 选项1 投票' }).click();
  const box = page.getByRole('dialog');
  await expect(box.getByRole('heading', { name: '填写投票信息' })).toBeVisible();
  await box.getByLabel('姓名').fill('林小溪');
  await box.getByLabel('手机号').fill('12345');
  await box.getByRole('button', { name: '提交' }).click();
  await expect(box.getByRole('alert')).toHaveText('请输入正确的手机号');
  await box.getByLabel('手机号').fill('13912345678');
  await box.getByRole('button', { name: '提交' }).click();

  await expect(box.getByRole('heading', { name: '为 选项1 投票' })).toBeVisible();
  await box.getByLabel('验证码', { exact: true }).fill('ZZZZ');
  await box.getByRole('button', { name: '确认投票' }).click();
  await expect(box.getByRole('alert')).toHaveText('验证码错误');
  await expect(box.getByLabel('验证码', { exact: true })).toHaveValue('');
  await answerCode(page, make);
  await box.getByRole('button', { name: '确认投票' }).click();
  await expect(page.getByRole('status').filter({ hasText: '投票成功' })).toContainText('今日还可投 2 票');
  await expect(card(page, '选项1').getByText('1票')).toBeVisible();
  await expect(card(page, '选项1').getByText('第1名')).toBeVisible();

  // no user-info box the second time; the option's own limit (2 a day) is shown and kept
  await page.getByRole('button', { name: '为 选项1 投票' }).click();
  await expect(box.getByText('该选项今日还可投 1 票')).toBeVisible();
  await answerCode(page, make);
  await box.getByRole('button', { name: '确认投票' }).click();
  await expect(card(page, '选项1').getByText('2票')).toBeVisible();

  // the option's two votes today are used: its card says so where 投票 was, and offers no code to type in vain
  await expect(card(page, '选项1').getByText('今日已为该选项投满 2 票')).toBeVisible();
  await expect(card(page, '选项1').getByRole('button')).toHaveCount(0);
  await expect(box).toHaveCount(0);

  await page.getByRole('button', { name: '为 选项2 投票' }).click();
  await answerCode(page, make);
  await box.getByRole('button', { name: '确认投票' }).click();
  await expect(page.getByRole('status').filter({ hasText: '投票成功' })).toContainText('今日投票次数已用完');
  await expect(card(page, '选项2').getByText('1票')).toBeVisible();

  // the day's votes are used: no option offers a vote, each says why
  await expect(card(page, '选项3').getByText('今日投票次数已用完')).toBeVisible();
  await expect(page.getByRole('button', { name: /^为 选项\d+ 投票$/ })).toHaveCount(0);
  await expect(box).toHaveCount(0);
});

test('a reload right after voting still shows the reader’s vote, though the shared reads trail it', async ({
  page,
  make,
  request,
}) => {
  const { voteId } = await make.vote({ userInfo: false });
  await openSignedIn(page, make, `activityVote/${voteId}.html`);
  await expect(card(page, '选项1').getByText('0票')).toBeVisible();
  await page.getByRole('button', { name: '为 选项1 投票' }).click();
  await answerCode(page, make);
  // another reader opens the vote meanwhile: the publisher's shared read of the options now holds the tally from
  // before this vote, and answers it for a few seconds more
  expect((await request.get(`activityVote/${voteId}.html`)).ok()).toBe(true);
  await page.getByRole('dialog').getByRole('button', { name: '确认投票' }).click();
  await expect(card(page, '选项1').getByText('1票')).toBeVisible();

  // the page's options come through caches that trail the vote by seconds; the reader's own vote stays counted
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(card(page, '选项1').getByText('1票')).toBeVisible();
  await expect(card(page, '选项1').getByText('第1名')).toBeVisible();
  await expect(card(page, '选项2').getByText('0票')).toBeVisible();
});

test('an unbegun vote says so and opens no vote box', async ({ page, make }) => {
  const { voteId } = await make.vote({ phase: 'notBegun' });
  await openSignedIn(page, make, `activityVote/${voteId}.html`);
  await expect(page.getByText('投票未开始').first()).toBeVisible();
  await page.getByRole('button', { name: '为 选项1 投票' }).click();
  await expect(page.getByRole('status').filter({ hasText: '投票未开始' }).last()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('tabs and search by name, without leaving the page', async ({ page, make }) => {
  const { voteId } = await make.vote({ themes: 2, perTheme: 25 });
  await openSignedIn(page, make, `activityVote/${voteId}.html`);
  await expect(page.getByRole('heading', { name: '选项20', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: '选项21', exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: '加载更多' }).click();
  await expect(page.getByRole('heading', { name: '选项25', exact: true })).toBeVisible();

  await page.getByRole('link', { name: '分组2' }).click();
  await expect(page.getByRole('heading', { name: '选项26', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: '分组2' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('searchbox', { name: '搜索选项' }).fill('选项4');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByText('“选项4”的搜索结果')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^选项4/ })).toHaveCount(11);
  await page.getByRole('searchbox', { name: '搜索选项' }).fill('没有这个');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByText('没有找到相关选项')).toBeVisible();
});
