import { expect, gotoHydrated, test } from '../support/fixtures';
import { beijingDate } from './utils';

const dayLabel = (date: string) =>
  `${Number(date.slice(0, 4))}年${Number(date.slice(4, 6))}月${Number(date.slice(6))}日`;

test("the top bar's newspaper opens today's issue of the paper", async ({ page }) => {
  await gotoHydrated(page, 'home.html');
  const opening = page.waitForEvent('popup');
  await page.getByRole('link', { name: /^数字报/ }).click();
  const paper = await opening;
  await expect(paper).toHaveURL(/\/paperSharePage\.html$/);
  await expect(paper.locator('summary')).toContainText(dayLabel(beijingDate()));
  await expect(paper.getByRole('img', { name: /^第01版/ })).toBeVisible();
  await expect(paper.getByRole('region', { name: '本版文章' }).getByRole('link').first()).toBeVisible();
  await paper.close();
});

test("the newspaper icon's address is a page on every page that shows it", async ({ request, make }) => {
  const { columnId } = await make.column();
  const paths = ['home.html', 'moreModules.html', `columnDetail/${columnId}.html`];
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const icon = /<a [^>]*href="([^"]+)"[^>]*aria-label="数字报/.exec(html)?.[1];
    expect(icon, `${path} shows the newspaper`).toBeTruthy();
    expect((await request.get(icon!.replaceAll('&amp;', '&'))).status(), `${path}'s newspaper`).toBe(200);
  }
});
