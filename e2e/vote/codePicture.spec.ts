import { expect, test } from '../support/fixtures';
import { answerCode, card, openSignedIn } from './utils';

// The publisher draws at most 60 code pictures a minute for one address and answers the 61st with 429 (or is away):
// the box says so in the reader's words, keeps where it was, and a retry draws a new picture. The refusal is staged
// in the browser, since 60 real pictures would lock every other test out of pictures for a minute.

test('a code picture that does not come is said in words with a retry; the vote box keeps its state', async ({
  page,
  make,
}) => {
  const { voteId } = await make.vote();
  await openSignedIn(page, make, `activityVote/${voteId}.html`);
  await page.route('**/app_if/voteVerifyCode*', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ status: -1, message: '获取验证码过于频繁，请稍后再试' }),
    }),
  );

  await page.getByRole('button', { name: '为 选项1 投票' }).click();
  const box = page.getByRole('dialog');
  await box.getByLabel('姓名').fill('林小溪');
  await box.getByLabel('手机号').fill('13912345678');
  await box.getByRole('button', { name: '提交' }).click();
  await expect(box.getByRole('alert')).toHaveText('验证码图片没能加载，请稍等片刻再重试');
  await expect(box.getByRole('img', { name: /验证码图片/ })).toHaveCount(0);
  await box.getByLabel('验证码', { exact: true }).fill('AB');

  await page.unroute('**/app_if/voteVerifyCode*');
  await box.getByRole('button', { name: '重试' }).click();
  // the same box, past the user-info step, with what was typed
  await expect(box.getByRole('heading', { name: '为 选项1 投票' })).toBeVisible();
  await expect(box.getByLabel('验证码', { exact: true })).toHaveValue('AB');
  const picture = box.getByRole('img', { name: /验证码图片/ });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(box.getByRole('alert')).toHaveCount(0);

  await answerCode(page, make);
  await box.getByRole('button', { name: '确认投票' }).click();
  await expect(page.getByRole('status').filter({ hasText: '投票成功' })).toBeVisible();
  await expect(card(page, '选项1').getByText('1票')).toBeVisible();
});
