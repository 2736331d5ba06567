import { expect, expectAxeClean, gotoHydrated, test } from '../support/fixtures';

test('a 学习 module on home lists the newest courses as cards, and a tap opens the course', async ({
  page,
  make,
}) => {
  const title = `首页学习课程 ${Date.now().toString(36)}`;
  const course = await make.course({ title, lessons: [{ type: 'article' }, { type: 'video' }] });
  const { columnId } = await make.column();
  await make.article({ columnId, title: `学习栏目稿 ${columnId}` });
  const name = `学习 ${columnId}`;
  await make.module({ columnId, type: 13, name, position: 0, displayStyle: 2, fileIds: [] });

  await gotoHydrated(page, `home.html?column=${columnId}`);
  const module = page.getByRole('region', { name });
  const card = module.getByRole('link', { name: new RegExp(title) });
  await expect(card).toContainText('2 课时');
  // its cover is a picture that loads
  await card.scrollIntoViewIfNeeded();
  await expect
    .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  // courses have no page of more
  await expect(module.getByRole('link', { name: '更多' })).toHaveCount(0);
  await expectAxeClean(page);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${course.path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test("the demo's home has its 学习 module, and its first course opens", async ({ page }) => {
  await gotoHydrated(page, 'home.html');
  const module = page.getByRole('region', { name: '学习' });
  await module.scrollIntoViewIfNeeded();
  const first = module.getByRole('link').first();
  const card = await first.innerText();
  await first.click();
  await expect(page).toHaveURL(/onlineStudy\/\d+\.html$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).not.toBeEmpty();
  expect(card).toContain(await heading.innerText());
});
