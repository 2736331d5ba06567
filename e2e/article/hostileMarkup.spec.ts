import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from '../support/fixtures';

// Hostile markup, as an editor's paste or a compromised import could bring it. Every payload sets window.__xss (or
// opens a dialog) if it ever runs; the paragraphs around them are what the reader must still see.
const hostileTitle =
  '<img src=x onerror="window.__xss=9"></script><script>window.__xss=10</script>安全测试标题';
const hostileBody = [
  '<p>青岚市今日发布安全测试稿件。</p>',
  '<script>window.__xss=1</script>',
  '<p>第二段<img src=x onerror="window.__xss=2">正文继续。</p>',
  '<p><a href="javascript:window.__xss=3">tap</a></p>',
  '<svg onload="window.__xss=4"><script>window.__xss=5</script></svg>',
  '<iframe src="javascript:window.__xss=6"></iframe>',
  '<p style="background:url(javascript:window.__xss=7)">样式段落仍可阅读。</p>',
  '<details open ontoggle="alert(11)"><summary>摘要</summary></details>',
  // mutation XSS: the parser's namespace confusion must not turn <style> text into a live <img>
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=8">',
].join('');

/** Lets the page run what a tap queued: the next frame, then a task after it. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));

test('script, event-handler, javascript: and SVG payloads in an article title and body never run', async ({
  page,
  context,
  make,
}) => {
  // a column of its own: its list on home holds this article alone
  const { columnId } = await make.column();
  const { fileId } = await make.article({ columnId, title: hostileTitle, content: hostileBody });

  const dialogs: string[] = [];
  const cspViolations: string[] = [];
  const popups: string[] = [];
  const navigations: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  context.on('page', (opened) => popups.push(opened.url()));

  const response = await page.goto(`newsDetail/${columnId}/${fileId}.html`);
  expect(response?.status()).toBe(200);
  await page.waitForLoadState('networkidle');
  const article = page.locator('article');

  // the title is text: shown literally, no element made of it
  const heading = article.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(hostileTitle);
  expect(await heading.locator('*').count()).toBe(0);

  // the allowed parts still read
  await expect(article.getByText('青岚市今日发布安全测试稿件。')).toBeVisible();
  await expect(article.getByText('样式段落仍可阅读。')).toBeVisible();
  await expect(article.getByText(/第二段\s*正文继续。/)).toBeVisible();

  // nothing executable reached the page: no foreign elements, handlers, javascript: URLs or styles in the body (the
  // sanitised HTML's own container: the page's own controls around it draw their icons as inline SVG)
  const body = article.getByText('青岚市今日发布安全测试稿件。').locator('..');
  const leftovers = await body.evaluate((root) => {
    const found: string[] = [];
    for (const el of Array.from(root.querySelectorAll('*'))) {
      const tag = el.tagName.toLowerCase();
      if (['script', 'svg', 'math', 'iframe', 'style', 'details', 'object', 'embed'].includes(tag))
        found.push(`<${tag}>`);
      for (const attr of Array.from(el.attributes)) {
        if (/^on/i.test(attr.name)) found.push(`${tag}[${attr.name}]`);
        if (/^\s*javascript:/i.test(attr.value)) found.push(`${tag}[${attr.name}=${attr.value}]`);
        if (attr.name === 'style' && /url\(/i.test(attr.value)) found.push(`${tag}[style]`);
      }
    }
    // every script on the page is ours: it carries the nonce
    for (const script of Array.from(document.scripts))
      if (!script.nonce && !script.src)
        found.push(`inline script without nonce: ${script.text.slice(0, 40)}`);
    return found;
  });
  expect(leftovers).toEqual([]);

  // tapping the link does nothing: no navigation starts, no new window
  const here = page.url();
  page.on('request', (request) => {
    if (request.isNavigationRequest()) navigations.push(request.url());
  });
  await article.getByText('tap', { exact: true }).tap();
  await settle(page);
  expect(navigations).toEqual([]);
  expect(page.url()).toBe(here);

  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(popups).toEqual([]);
  // no violation at all: one from a payload would mean only the CSP stopped it, one from our scripts a broken nonce
  expect(cspViolations).toEqual([]);

  // the home list of that column shows the same title as text, before and after React renders it
  await gotoHydrated(page, `home.html?column=${columnId}`);
  const item = page.locator(`li[data-layout] a[href*="/${fileId}.html"]`);
  await expect(item.locator('h3')).toHaveText(hostileTitle);
  expect(await item.locator('h3 *').count()).toBe(0);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(cspViolations).toEqual([]);
});
