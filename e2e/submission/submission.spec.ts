import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from '../support/fixtures';
import { phonePhoto } from '../support/photo';
import { logInHere, signedInPage } from '../support/signIn';

const form = (page: Page) => page.getByRole('form', { name: '我要投稿' });

async function submit(page: Page, title: string, text: string) {
  await form(page).getByLabel('标题').fill(title);
  await form(page).getByLabel('正文').fill(text);
  await form(page).getByLabel('作者署名').fill('林小溪');
  await form(page).getByRole('button', { name: '提交投稿' }).click();
  await expect(page).toHaveURL(/\/inputArticleDetail\/\d+\.html$/);
  return Number(/inputArticleDetail\/(\d+)\.html$/.exec(page.url())![1]);
}

test('a submission to an open call is rejected with a reason, then another is adopted; a stranger sees neither', async ({
  page,
  make,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const call = await make.call({ title: `青岚的夏天 ${Date.now()}` });
  const author = await make.member({ nickname: '投稿人' });
  const other = await make.member({ nickname: '旁观者' });

  await page.goto(`login.html?redirect=${encodeURIComponent(`/${call.path}`)}`);
  await logInHere(page, author);
  await expect(page.getByRole('heading', { name: call.title })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^距截止还有 \d+ 天 \d+ 小时 \d+ 分$/);
  // the detail is sanitised: its script never reaches the page
  await expect(page.getByRole('region', { name: '征稿详情' })).toHaveText('征稿详情征稿说明');
  await expect(page.locator('article script')).toHaveCount(0);

  await form(page)
    .getByLabel('添加图片、视频或音频', { exact: true })
    .and(page.locator('input'))
    .setInputFiles({
      name: 'IMG_5001.jpg',
      mimeType: 'image/jpeg',
      buffer: await phonePhoto(),
    });
  await expect(form(page).getByRole('button', { name: '移除第1张图片' })).toBeVisible({ timeout: 20_000 });
  const first = await submit(page, '湖畔荷花', '清晨的青岚湖，荷花开了。');
  await expect(page.getByText('待审核', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: '第1张图片' })).toBeVisible();

  // the newsroom reads it with the contact, and fails it with its reason
  expect((await make.callSubmissions(call.id)).map((s) => s.id)).toEqual([first]);
  await make.reviewSubmission(first, { decision: 'fail', reason: '照片疑似非原创' });
  await gotoHydrated(page, `inputArticleDetail/${first}.html`);
  await expect(page.getByText('未通过', { exact: true })).toBeVisible();
  await expect(page.getByText('未通过原因：照片疑似非原创')).toBeVisible();

  // a second one, adopted with the article it became
  await gotoHydrated(page, call.path);
  const second = await submit(page, '老街树荫', '午后的老街，树荫很长。');
  const { columnId } = await make.column();
  const { fileId } = await make.article({ columnId, title: '青岚的夏天·入选作品' });
  await make.reviewSubmission(second, { decision: 'adopt', articleId: fileId });
  await gotoHydrated(page, `inputArticleDetail/${second}.html`);
  await expect(page.getByText('已采用', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: '阅读采用的稿件' })).toHaveAttribute(
    'href',
    new RegExp(`newsDetail/${columnId}/${fileId}\\.html$`),
  );

  // 我的投稿 on the call's page lists both with their states
  await gotoHydrated(page, call.path);
  const mine = page.getByRole('region', { name: '我的投稿' });
  await expect(mine.getByRole('listitem')).toHaveText([/^老街树荫 已采用/, /^湖畔荷花 未通过/]);

  const stranger = await signedInPage(browser, other, { baseURL });
  await gotoHydrated(stranger, `inputArticleDetail/${first}.html`);
  await expect(stranger.getByText('这篇投稿不存在，或只有作者可以查看。')).toBeVisible();
  await stranger.context().close();
});

test('a closed call says so and offers no submit button', async ({ page, make }) => {
  const call = await make.call();
  await make.closeCall(call.id);
  await gotoHydrated(page, call.path);
  await expect(page.getByText('本次征稿已截止，不再接受投稿。')).toBeVisible();
  await expect(page.getByRole('button', { name: '提交投稿' })).toHaveCount(0);
  await expect(page.getByRole('form', { name: '我要投稿' })).toHaveCount(0);
  // the list of calls shows it closed too
  await page.goto('seekArticleDetail.html');
  const listed = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: call.title }) });
  await expect(listed).toContainText('已截止');
});
