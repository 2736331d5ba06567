import { expect, gotoHydrated, test } from '../support/fixtures';

test('read comments at the foot of an article without JavaScript: hot, latest, official replies, all comments, a thread', async ({
  browser,
  make,
}) => {
  const { columnId } = await make.column();
  const { fileId } = await make.article({ columnId });
  const { id: liked } = await make.comment({
    articleId: fileId,
    content: '最受欢迎的评论',
    praise: 88,
    replies: 4,
  });
  await make.comment({ articleId: fileId, parentId: liked, official: true, content: '感谢关注，我们会跟进' });
  await make.comment({
    articleId: fileId,
    content: '看这里 https://example.com/a 和 <img src=x onerror=alert(1)>',
  });

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`newsDetail/${columnId}/${fileId}.html`);
  const section = page.getByRole('region', { name: /^评论/ });
  await expect(section.getByRole('heading', { name: '评论 7' })).toBeVisible();
  await expect(section.getByRole('heading', { name: '热门评论' })).toBeVisible();
  await expect(section.getByRole('heading', { name: '最新评论' })).toBeVisible();
  // markup is text; a web address is a link that leaves safely
  await expect(section.getByText('<img src=x onerror=alert(1)>', { exact: false })).toBeVisible();
  const link = section.getByRole('link', { name: 'https://example.com/a' });
  await expect(link).toHaveAttribute('rel', /noopener/);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  // the newsroom's reply, labelled, at the head of the thread's first replies
  await expect(section.getByText('官方回复').first()).toBeVisible();
  await expect(section.getByText('88赞').first()).toBeVisible();

  await section.getByRole('link', { name: '查看全部5条回复' }).first().click();
  await expect(page).toHaveURL(new RegExp(`replyAll/${liked}\\.html$`));
  await expect(page.getByRole('heading', { name: '全部回复' })).toBeVisible();
  await expect(page.getByText('第4条回复')).toBeVisible();
  await expect(page.getByText('第1条回复')).toBeVisible();

  await page.goto(`commentAll/${fileId}/0.html`);
  await expect(page.getByRole('heading', { name: '全部评论' })).toBeVisible();
  await expect(page.getByText('最受欢迎的评论').first()).toBeVisible();
  await context.close();
});

test('an article nobody commented on invites the first comment; hostile addresses of the comment pages are 404s', async ({
  page,
  make,
}) => {
  const { columnId } = await make.column();
  const { fileId } = await make.article({ columnId });
  await gotoHydrated(page, `newsDetail/${columnId}/${fileId}.html`);
  await expect(page.getByText('还没有人评论，快来抢沙发')).toBeVisible();
  await expect(page.getByRole('button', { name: '写评论…' })).toBeVisible();
  // 9 is no comment source (7 became a 问吧 topic's)
  for (const path of [`commentAll/${fileId}/9.html`, 'replyAll/2000000000.html', 'commentAll/abc/0.html']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});

test('a shared link (share mode) reads the comments but offers no box, reply or report: its way to take part is the app', async ({
  page,
  make,
}) => {
  const { columnId } = await make.column();
  const { fileId } = await make.article({ columnId });
  await make.comment({ articleId: fileId, content: '分享出去的评论' });
  const path = `newsDetail/${columnId}/${fileId}.html`;

  await gotoHydrated(page, path);
  const section = page.getByRole('region', { name: /^评论/ });
  await page.locator('#comments[data-ready]').waitFor({ state: 'attached' });
  // the ordinary page offers them, so their absence below is share mode's doing
  await expect(section.getByRole('button', { name: '写评论…' })).toBeVisible();
  await expect(section.getByRole('button', { name: '回复' })).toBeVisible();

  await gotoHydrated(page, `${path}?isShare=true`);
  await page.locator('#comments[data-ready]').waitFor({ state: 'attached' });
  await expect(section.getByText('分享出去的评论')).toBeVisible();
  await expect(section.getByRole('button')).toHaveCount(0);
  await section.getByRole('link', { name: '打开客户端参与评论' }).click();
  await expect(page).toHaveURL(/\/downloadClient\.html$/);
});
