import type { Page, Response } from '@playwright/test';
import { signedInPage } from '../support/signIn';
import { expect, gotoHydrated, test } from '../support/fixtures';

/** What a studyReport answered (the wire's payload, wrapped or not). */
async function reported(
  response: Response,
): Promise<{ accepted: number; counted: number; position: number }> {
  const body = (await response.json()) as { data?: object } & object;
  return (body.data ?? body) as { accepted: number; counted: number; position: number };
}

const nextReport = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('studyReport') && r.request().method() === 'POST');

/** The page believes it is in a background tab, as a browser tells it when the reader switches away. */
async function hideTab(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

const videoTime = (page: Page) => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0);

test('a lesson watched halfway, nothing counted in a hidden tab, resumed on another device where it stopped, finished; the course completed and its certificate opened', async ({
  browser,
  make,
}) => {
  test.setTimeout(120_000);
  const member = await make.member();
  // the demo film runs 20 s; the lesson asks for 10 of them (done at 9), the article for 3 s of reading
  const course = await make.course({
    lessons: [
      { type: 'video', duration: 10, title: '第一课 看视频' },
      { type: 'article', duration: 3, title: '第二课 读原文' },
    ],
  });

  const first = await signedInPage(browser, member);
  await gotoHydrated(first, course.path);
  await expect(first.getByText('已学完 0/2 课', { exact: false })).toBeVisible();
  const video = first.getByRole('listitem', { name: '第一课 看视频' });
  await video.getByRole('button', { name: '开始学习' }).click();
  await expect(video.getByText('计时中')).toBeVisible({ timeout: 20_000 });
  await expect(video.getByText(/^已学 0:0[4-6] \/ 0:10$/)).toBeVisible({ timeout: 15_000 });

  // the reader switches away: the lesson pauses, its time is reported, and the count stops
  const flushed = nextReport(first);
  await hideTab(first);
  const atHide = await reported(await flushed);
  expect(atHide.counted).toBeGreaterThanOrEqual(4);
  await expect(video.getByText('未计时')).toBeVisible();
  // the film made to play on in the background (as a page could): it runs, and still nothing is counted
  const stoppedAt = await videoTime(first);
  await first.evaluate(() => void document.querySelector('video')?.play());
  await expect.poll(() => videoTime(first), { timeout: 15_000 }).toBeGreaterThan(stoppedAt + 2);
  const afterHidden = nextReport(first);
  await first.evaluate(() => document.querySelector('video')?.pause());
  const hidden = await reported(await afterHidden);
  expect(hidden.accepted).toBe(0);
  expect(hidden.counted).toBe(atHide.counted);
  const position = hidden.position;
  expect(position).toBeGreaterThan(atHide.position);
  await first.context().close();

  // another device: the progress as the publisher keeps it, and the film resumes where it stopped
  const second = await signedInPage(browser, member);
  await gotoHydrated(second, course.path);
  const again = second.getByRole('listitem', { name: '第一课 看视频' });
  await expect(again.getByText(`已学 0:0${atHide.counted} / 0:10`)).toBeVisible();
  await again.getByRole('button', { name: '继续学习' }).click();
  await expect(again.getByText('计时中')).toBeVisible({ timeout: 20_000 });
  expect(await videoTime(second)).toBeGreaterThanOrEqual(position - 1);
  await expect(again.getByText('已学完')).toBeVisible({ timeout: 20_000 });
  await expect(second.getByText('已学完 1/2 课', { exact: false })).toBeVisible();

  // the article lesson counts while its text is on screen and read
  await again.getByRole('button', { name: '收起' }).click();
  const article = second.getByRole('listitem', { name: '第二课 读原文' });
  await article.getByRole('button', { name: '开始学习' }).click();
  await expect(article.getByText('第一段。')).toBeVisible();
  await second.mouse.wheel(0, 100);
  await expect(article.getByText('已学完')).toBeVisible({ timeout: 15_000 });
  await expect(second.getByText('已结业')).toBeVisible();
  await second.getByRole('link', { name: '查看结业证书' }).click();
  await expect(second).toHaveURL(/previewPDF\.html\?url=/);
  await expect(second.getByRole('heading', { name: '区块链证书', level: 1 })).toBeVisible();

  // the member's page lists it under 我的课程, completed
  await gotoHydrated(second, 'login.html');
  const mine = second.getByRole('region', { name: '我的课程' }).getByRole('listitem').first();
  await expect(mine).toContainText(/测试课程/);
  await expect(mine).toContainText('已结业');
  await mine.getByRole('link').click();
  await expect(second).toHaveURL(new RegExp(`onlineStudy/${course.courseId}\\.html$`));
  await second.context().close();
});

test('a visitor sees the course and its lessons, and is asked to sign in to start', async ({
  page,
  make,
}) => {
  const course = await make.course({ lessons: [{ type: 'audio' }, { type: 'article', title: '读一读' }] });
  await gotoHydrated(page, course.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/测试课程/);
  await expect(page.getByRole('listitem', { name: '读一读' })).toBeVisible();
  await expect(page.getByText('每学完一课得 5 积分', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: '开始学习' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: '登录后开始学习' })).toHaveAttribute(
    'href',
    /login\.html\?redirect=/,
  );
});
