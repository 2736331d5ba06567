import { expect, test } from '../support/fixtures';

// Text from the publisher wraps wherever it stands, whatever it holds: a real deployment's title carried an escaped
// <img …> tag that widened the article to 408 px on a 375 px screen. Every page showing such text stays as wide as
// the screen (a phone zooms out to show a wider page, and the reader pans sideways for every line).

/** 300 characters without a place to break: a picture tag written into the title as text. */
const unbroken = `<img/src="https://img.example.com/${'a1b2c3'.repeat(60)}`.slice(0, 299) + '>';
const asHtml = unbroken.replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** as long as a name may be: 40 */
const longName = 'N'.repeat(40);

test('no page is wider than the screen with a 300-character unbroken title', async ({ page, make }) => {
  expect(unbroken).toHaveLength(300);
  // the column leads with the long one in its carousel; the long one is listed, in a row, a grid and a list module
  const { columnId } = await make.column({ name: longName.slice(0, 30), topCount: 1 });
  const { fileId: listed } = await make.article({ columnId, title: `旧稿 ${columnId}`, pictures: 1 });
  const { fileId: long } = await make.article({
    columnId,
    title: unbroken,
    pictures: 2,
    // the body is HTML: the same text, escaped, in a paragraph, a link, a table, a list, a quote and a heading
    content:
      `<p>${asHtml}</p><!--IMAGEARRAY#0--><p><a href="https://example.com/${'p'.repeat(200)}">${asHtml}</a></p>` +
      `<table><tr><td>${asHtml}</td><td>${asHtml}</td></tr></table><ul><li>${asHtml}</li></ul>` +
      `<blockquote>${asHtml}</blockquote><h2>${asHtml}</h2>`,
    credits: { editor: longName, checker: longName },
  });
  const fileIds = [long, listed];
  await make.module({ columnId, type: 0, name: longName, position: 0, displayStyle: 2, fileIds });
  await make.module({ columnId, type: 0, name: longName, position: 1, displayStyle: 3, fileIds });
  await make.module({ columnId, type: 0, name: longName, position: 1, fileIds });

  const screen = page.viewportSize()!.width;
  const paths = [
    `newsDetail/${columnId}/${long}.html`,
    // the long one as a related article
    `newsDetail/${columnId}/${listed}.html`,
    `home.html?column=${columnId}`,
  ];
  const widths: Record<string, { page: number; screen: number }> = {};
  await page.goto(paths[0]!);
  // the title and the body's seven
  await expect(page.getByText(unbroken)).toHaveCount(8);
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByText(unbroken).first()).toBeVisible();
    widths[path] = await page.evaluate(() => ({
      page: document.scrollingElement!.scrollWidth,
      screen: window.innerWidth,
    }));
  }
  expect(widths).toEqual(Object.fromEntries(paths.map((path) => [path, { page: screen, screen }])));
});
