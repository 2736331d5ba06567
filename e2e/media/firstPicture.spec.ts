import { expect, gotoHydrated, test } from '../support/fixtures';

// a trace's page snapshots lay out the whole page, comments and all, as no reader's browser does (docs/adr-lcp.md)
test.use({ trace: 'off' });

const captions = ['一号图', '二号图', '三号图', '四号图', '五号图', '六号图'];

test('the first picture comes first: the server asks for it at high priority, lazy-loads the rest, and a Tibetan comment under them fetches its font only when the reader reaches it', async ({
  page,
  make,
  request,
}) => {
  const gallery = await make.mediaArticle({ kind: 'gallery', pictures: 6, captions });
  const html = await (await request.get(gallery.path)).text();
  const pictures = [...html.matchAll(/<figure[^>]*><img [^>]*>/g)].map((m) => m[0]);
  expect(pictures).toHaveLength(6);
  // attribute names in any case, as HTML reads them (React writes fetchPriority)
  expect(pictures[0]).toMatch(/ fetchpriority="high"/i);
  expect(pictures[0]).not.toMatch(/ loading=/i);
  for (const picture of pictures.slice(1)) expect(picture).toMatch(/ loading="lazy"/i);

  const words = 'ཧ་ཅང་ཡག་པོ་འདུག';
  await make.comment({ articleId: gallery.fileId, userName: 'ལྷ་མོ།', content: words });
  const fonts = new Set<string>();
  page.on('requestfinished', (finished) => {
    const name = /noto-serif-tibetan-\d+/.exec(finished.url());
    if (name) fonts.add(name[0]);
  });
  await gotoHydrated(page, gallery.path);
  await page.waitForLoadState('networkidle');
  // the comment is on the page (read from the markup: asking where it is on screen would lay it out)
  expect(await page.content()).toContain(words);
  // 346 KB at the highest priority, racing the first picture, for words far below it
  expect([...fonts]).toEqual([]);
  await page.getByText(words).scrollIntoViewIfNeeded();
  await expect.poll(() => [...fonts].sort()).toEqual(['noto-serif-tibetan-400', 'noto-serif-tibetan-700']);
});
