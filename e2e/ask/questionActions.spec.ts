// askDetail's like (questionPraise, once per member) and share (the site's one share panel).
import type { Page } from '@playwright/test';
import { logInAt } from '../comments/utils';
import { expect, gotoHydrated, test } from '../support/fixtures';
import { logInHere } from '../support/signIn';

const bar = (page: Page) => page.locator('section[data-live]');
const likeButton = (page: Page) => bar(page).getByRole('button', { name: /^(点赞|已赞)/ });

/** The question likes the page sends from now on. */
function likesSent(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/questionPraise')) sent.push(request.url());
  });
  return sent;
}

test('a member likes an answered question: the count moves at once, agrees after a reload, a second tap sends nothing', async ({
  page,
  make,
}) => {
  const topic = await make.askTopic({ answerer: '点赞记者' });
  const question = await make.askQuestion({ topicId: topic.topicId, answer: '已核实。', praise: 4 });
  const member = await make.member({ nickname: '点赞的读者' });
  await logInAt(page, question.path, member);
  await bar(page).waitFor({ state: 'attached' });
  await expect(likeButton(page)).toHaveAccessibleName('点赞 4');
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false');
  const sent = likesSent(page);

  // the publisher's answer is held back: the button and the count turn before it arrives
  let release = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/questionPraise(\?|$)/, async (route) => {
    await answered;
    await route.continue();
  });
  const response = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/questionPraise'));
  await likeButton(page).click();
  await expect(likeButton(page)).toHaveAccessibleName('已赞 5');
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true');
  release();
  expect((await response).ok()).toBe(true);
  await page.unroute(/\/questionPraise(\?|$)/);
  await expect(likeButton(page)).toHaveAccessibleName('已赞 5');

  // a second tap sends nothing
  await likeButton(page).click();
  await page.waitForLoadState('networkidle');
  expect(sent).toHaveLength(1);

  // after a reload the member's own read agrees: liked, and counted once
  await gotoHydrated(page, question.path);
  await expect(likeButton(page)).toHaveAccessibleName('已赞 5');
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true');
});

test('a visitor’s like leads to login and is done on the way back; share opens the panel with the question’s card', async ({
  page,
  make,
}) => {
  const topic = await make.askTopic({ answerer: '分享记者' });
  const text = `湖边步道何时修好？${Date.now() % 100000}`;
  const question = await make.askQuestion({
    topicId: topic.topicId,
    content: text,
    answer: '下周完工。',
    praise: 2,
  });
  const member = await make.member({ nickname: '先登录的读者' });
  await gotoHydrated(page, question.path);
  await bar(page).waitFor({ state: 'attached' });

  // share: the site's panel, the question's own address in share mode, the question as the card's title
  await bar(page).getByRole('button', { name: '分享' }).click();
  const panel = page.getByRole('dialog', { name: '分享到' });
  await expect(panel).toBeVisible();
  const weibo = new URL((await panel.getByRole('link', { name: '微博' }).getAttribute('href'))!);
  expect(weibo.searchParams.get('url')).toBe(`${page.url().split(/[?#]/)[0]}?isShare=true`);
  expect(weibo.searchParams.get('title')).toBe(text);
  await panel.getByRole('button', { name: '取消' }).click();
  await expect(panel).toHaveCount(0);
  await expect(bar(page).getByRole('button', { name: '分享' })).toBeFocused();

  // signed out, 点赞 goes to login and back to the button, liked
  await likeButton(page).click();
  await logInHere(page, member);
  await expect(page).toHaveURL(new RegExp(`${question.path}#like-question-${question.id}$`));
  await expect(likeButton(page)).toHaveAccessibleName('已赞 3');
  await gotoHydrated(page, question.path);
  await expect(likeButton(page)).toHaveAccessibleName('已赞 3');
});

test('share mode shows no like button, the count in words; without JavaScript the like is a link to login', async ({
  browser,
  page,
  make,
}) => {
  const topic = await make.askTopic({ answerer: '分享模式记者' });
  const question = await make.askQuestion({ topicId: topic.topicId, answer: '好的。', praise: 7 });
  await gotoHydrated(page, `${question.path}?isShare=true`);
  await bar(page).waitFor({ state: 'attached' });
  await expect(bar(page).getByRole('button', { name: '分享' })).toBeVisible();
  await expect(page.getByRole('button', { name: /点赞/ })).toHaveCount(0);
  await expect(page.getByText(/· 7 赞$/)).toBeVisible();

  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto(question.path);
  const login = await plain.getByRole('link', { name: '点赞 7' }).getAttribute('href');
  expect(decodeURIComponent(login!)).toMatch(
    new RegExp(`login\\.html\\?redirect=/\\S*${question.path}#like-question-${question.id}$`),
  );
  await expect(plain.getByRole('button', { name: /点赞|分享/ })).toHaveCount(0);
  await context.close();
});
