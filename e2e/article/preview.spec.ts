import { expect, test } from '../support/fixtures';

test('CMS preview: a draft shows only with the token the publisher signed for it, never cached or indexed', async ({
  page,
  make,
}) => {
  const { columnId } = await make.column();
  const draft = await make.article({ columnId, status: 0, title: '未发布的预览稿件' });
  const other = await make.article({ columnId, status: 0 });
  const token = await make.previewToken(draft.fileId);
  const address = `newsDetail/${columnId}/${draft.fileId}.html`;

  // a reader who merely adds the preview flags sees no draft
  expect((await page.goto(`${address}?isPreview=true`))!.status()).toBe(404);
  expect((await page.goto(`${address}?yl=1&previewToken=${token.slice(0, -2)}xx`))!.status()).toBe(404);
  expect(
    (await page.goto(
      `newsDetail/${columnId}/${other.fileId}.html?isPreview=true&previewToken=${token}`,
    ))!.status(),
  ).toBe(404);

  const response = await page.goto(`${address}?isPreview=true&previewToken=${token}`);
  expect(response!.status()).toBe(200);
  await expect(page.getByRole('heading', { name: '未发布的预览稿件' })).toBeVisible();
  expect(response!.headers()['cache-control']).toBe('private, no-store');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(response!.headers()['content-security-policy']).toMatch(/frame-ancestors /);
});

test('CMS preview of a gallery and a video draft: shown with its token, a 404 without', async ({
  page,
  make,
}) => {
  for (const kind of ['gallery', 'video'] as const) {
    const draft = await make.mediaArticle({ kind, status: 0, title: `未发布的${kind}预览` });
    const token = await make.previewToken(draft.fileId);
    expect((await page.goto(`${draft.path}?isPreview=true`))!.status()).toBe(404);
    const response = await page.goto(`${draft.path}?isPreview=true&previewToken=${token}`);
    expect(response!.status()).toBe(200);
    await expect(page.getByRole('heading', { name: `未发布的${kind}预览` })).toBeVisible();
    expect(response!.headers()['cache-control']).toBe('private, no-store');
  }
});
