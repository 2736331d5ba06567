// The circles' four pages as a keeper sees them at 375 px, in zh and bo, light and dark: the pictures to look at by
// eye (test output), with the text that must be there checked on each.
import { expect, gotoHydrated, test } from '../support/fixtures';
import { signIn } from '../support/signIn';

test('circleDetail, postDetail, noticeDetail and friendsCircleDetail in zh and bo, light and dark', async ({
  page,
  make,
  baseURL,
}) => {
  test.slow();
  const keeper = await make.member({ nickname: '湖畔圈主' });
  const circle = await make.circle({
    name: '湖畔跑步团',
    keeperUid: keeper.uid,
    notices: [{ title: '周六晨跑集合', content: '<p>早上六点半，湖心公园南门集合，雨天改期。</p>' }],
    posts: [
      { content: '今天跑了十公里，湖边的风很舒服。', pictures: 3, likes: 4, hoursAgo: 2 },
      { content: '新人报到，请多关照！', pinned: 1, hoursAgo: 30 },
    ],
  });
  const [post] = circle.postIds;
  await signIn(page, keeper);
  const pages = [
    { name: 'circleDetail', path: circle.path, text: '湖畔跑步团', keeper: true },
    { name: 'postDetail', path: `postDetail/${post}.html`, text: '今天跑了十公里', keeper: true },
    { name: 'noticeDetail', path: `noticeDetail.html?id=${circle.noticeIds[0]}`, text: '周六晨跑集合' },
    {
      name: 'friendsCircleDetail',
      path: `friendsCircleDetail/${post}.html`,
      text: '今天跑了十公里',
    },
  ];
  for (const lang of ['zh', 'bo'] as const) {
    await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      for (const shown of pages) {
        // the site's dark theme is the reader's setting (dark=true, as the native app asks for it)
        const dark = colorScheme === 'dark' ? `${shown.path.includes('?') ? '&' : '?'}dark=true` : '';
        await gotoHydrated(page, `${shown.path}${dark}`);
        await expect(page.locator('html')).toHaveClass(new RegExp(`theme-${colorScheme}`));
        // the keeper's controls come with the reader's own read, after hydration
        if ('keeper' in shown) await expect(page.locator('#circle-keeper-heading')).toBeVisible();
        await expect(page.locator('main')).toContainText(shown.text);
        await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh' ? /^zh/ : /^bo/);
        await page.screenshot({
          path: test.info().outputPath(`${shown.name}-${lang}-${colorScheme}.png`),
          fullPage: true,
        });
      }
    }
  }
});
