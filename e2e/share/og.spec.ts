import { expect, test } from '../support/fixtures';
import { sharedArticle } from './utils';

test('the news page carries its share card in the server HTML: Open Graph, Twitter card, canonical; the picture is a card-sized JPEG', async ({
  page,
  request,
  make,
}) => {
  const { path, title } = await sharedArticle(make);
  // without JavaScript: the tags are the server's
  const html = await (await request.get(path)).text();
  expect(html).toContain(`<meta property="og:title" content="${title}"/>`);
  await page.goto(path);
  const content = (selector: string) => page.locator(`head meta[${selector}]`).getAttribute('content');
  expect(await content('property="og:type"')).toBe('article');
  expect(await content('property="og:title"')).toBe(title);
  expect(await content('property="og:description"')).toBeTruthy();
  const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical!).pathname).toMatch(new RegExp(`/${path.replace(/\./g, '\\.')}$`));
  expect(await content('property="og:url"')).toBe(canonical);
  expect(await content('name="twitter:card"')).toBe('summary_large_image');
  expect(await content('name="twitter:title"')).toBe(title);

  const image = (await content('property="og:image"'))!;
  expect(await content('name="twitter:image"')).toBe(image);
  expect(Number(await content('property="og:image:width"'))).toBeGreaterThanOrEqual(300);
  const picture = await request.get(image);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toMatch(/^image\//);
  expect((await picture.body()).byteLength).toBeLessThan(300_000);
});
