import sharp from 'sharp';
import { commentItem, gotoComments, logInAt, writeComment } from '../comments/utils';
import { expect, gotoHydrated, test } from '../support/fixtures';
import { logInHere } from '../support/signIn';

/** A small photo as a phone would send it. */
const photo = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: '#4a7a9c' } })
    .jpeg({ quality: 80 })
    .toBuffer();

test('a reader follows a topic, asks with a picture and sees it wait; the newsroom answers and the question appears with its picture', async ({
  page,
  make,
}) => {
  test.setTimeout(90_000);
  const topic = await make.askTopic({ answerer: '周记者', role: '环保记者' });
  await make.askQuestion({
    topicId: topic.topicId,
    content: '湖水什么时候变清？',
    answer: '监测显示已在好转。',
  });
  const member = await make.member({ nickname: '湖边散步的人' });

  // a visitor taps 关注 and is sent to log in, then comes back to the topic, following it
  await gotoHydrated(page, topic.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/测试话题/);
  await expect(page.getByRole('group', { name: '回答者' })).toContainText('周记者');
  await expect(page.getByRole('link', { name: '湖水什么时候变清？' })).toBeVisible();
  await page.getByRole('button', { name: '关注' }).click();
  await logInHere(page, member);
  await expect(page).toHaveURL(new RegExp(`${topic.path}`));
  await expect(page.getByRole('button', { name: '已关注' })).toBeVisible();
  await expect(page.getByText('粉丝 1')).toBeVisible();

  // the ask box opens with the upload widget; a picture goes up, then the question
  const text = `南岸步道什么时候开放？${Date.now()}`;
  await page.getByRole('link', { name: '向周记者提问' }).click();
  await page.getByRole('textbox', { name: '向周记者提问的内容' }).fill(text);
  await page
    .getByLabel('添加图片', { exact: true })
    .and(page.locator('input'))
    .setInputFiles({ name: 'IMG_0412.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  await expect(page.getByRole('button', { name: '移除第1张图片' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('提问已提交，回答后展示')).toBeVisible();
  // 我的提问 on the member's page: it waits for its answer
  await page.getByRole('link', { name: '在“我的提问”中查看' }).click();
  const mine = page.getByRole('region', { name: '我的提问' });
  await expect(mine.getByRole('listitem').filter({ hasText: text })).toContainText('等待回答');
  await page.goBack();

  // not answered: not on the topic's page
  await page.reload();
  await expect(page.getByRole('link', { name: '湖水什么时候变清？' })).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);

  // the newsroom finds it waiting, with its picture, and answers it
  const waiting = (await make.waitingQuestions(topic.topicId)).find((q) => q.content === text);
  expect(waiting?.pics).toHaveLength(1);
  await make.answerQuestion(waiting!.id, '下月中旬开放，届时本报另行发布。');

  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('link', { name: text })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole('link', { name: text }).click();
  await expect(page).toHaveURL(new RegExp(`askDetail/${waiting!.id}\\.html`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(text);
  // the asker's name masked
  await expect(page.getByText(/^湖\*\*\*人/)).toBeVisible();
  await expect(page.getByText('下月中旬开放，届时本报另行发布。')).toBeVisible();
  const picture = page.getByRole('img', { name: '提问图片 1' });
  await expect(picture).toHaveAttribute('src', /\/pic\/uploads\/[0-9a-f]+\.jpg$/);
  await expect
    .poll(() => picture.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByRole('region', { name: /^评论/ })).toBeVisible();
});

test('a topic closed to questions says so and offers no ask box; an unknown topic or unanswered question is not found', async ({
  page,
  make,
}) => {
  const topic = await make.askTopic({ questionClosed: true });
  const { path: waiting } = await make.askQuestion({ topicId: topic.topicId });
  await gotoHydrated(page, topic.path);
  await expect(page.getByText('本话题已停止提问，回答仍可查看')).toBeVisible();
  await expect(page.getByRole('link', { name: /提问$/ })).toHaveCount(0);
  await expect(page.getByText('还没有已回答的问题，来提第一个吧')).toBeVisible();
  for (const path of ['topicDetail/820999.html', waiting]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('内容不存在或已删除')).toBeVisible();
    await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible();
  }
});

test("home's 问吧 module lists the demo's topics, each opening its topic page", async ({ page }) => {
  await gotoHydrated(page, 'home.html');
  const module = page.getByRole('region', { name: '问吧' });
  const first = module.getByRole('link', { name: '青岚湖治理进展，记者现场答疑' }).first();
  await expect(first).toHaveAttribute('href', /topicDetail\/820001\.html$/);
  await gotoHydrated(page, (await first.getAttribute('href'))!.replace(/^.*\/news\//, ''));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('青岚湖治理进展，记者现场答疑');
});

test('the reporter page’s 提问 opens the ask box of the topic that reporter answers', async ({
  page,
  make,
}) => {
  const { reporterId } = await make.reporter({ name: '问吧记者' });
  const topic = await make.askTopic({ answerer: '问吧记者', answererId: reporterId });
  const member = await make.member({ nickname: '想问的人' });
  await page.goto(`login.html?redirect=${encodeURIComponent(`/reporter/${reporterId}.html`)}`);
  await logInHere(page, member);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('link', { name: '向问吧记者提问' }).click();
  await expect(page).toHaveURL(new RegExp(`${topic.path}#ask$`));
  await expect(page.getByRole('textbox', { name: '向问吧记者提问的内容' })).toBeVisible();

  // a reporter who answers no open topic shows no 提问
  const { reporterId: quiet } = await make.reporter({ name: '不答记者' });
  await gotoHydrated(page, `reporter/${quiet}.html`);
  await expect(page.getByRole('heading', { level: 1, name: '不答记者' })).toBeVisible();
  await expect(page.getByRole('link', { name: /提问/ })).toHaveCount(0);
});

test('a member comments on a topic itself: it waits for review, marked, through a reload', async ({
  page,
  make,
}) => {
  const topic = await make.askTopic({ answerer: '评论话题的记者' });
  const member = await make.member({ nickname: '话题评论人' });
  const text = `这个话题很及时 ${Date.now()}`;
  await logInAt(page, topic.path, member);
  await writeComment(page, text);
  await expect(commentItem(page, text).getByText('审核中', { exact: true })).toBeVisible();
  await gotoComments(page, topic.path);
  await expect(commentItem(page, text).getByText('审核中', { exact: true })).toBeVisible();
});
