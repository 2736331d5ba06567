import { logInHere } from '../support/signIn';
import { appUrl, publisherUrl } from '../support/ports';
import { expect, gotoHydrated, test } from '../support/fixtures';
import type { Factories } from '../support/factories';

const viewer = (address: string) => `previewPDF.html?url=${encodeURIComponent(address)}`;

async function issued(make: Factories) {
  const member = await make.member();
  const { uid } = member;
  const { columnId } = await make.column();
  const { fileId } = await make.article({ columnId, title: `我的投稿 ${Date.now()}` });
  const { url } = await make.certificate(uid, fileId);
  return { member, uid, fileId, url };
}

test('a member opens their certificate: the page is drawn, numbered and readable as text', async ({
  page,
  make,
}) => {
  const { uid, fileId, url } = await issued(make);
  expect(url.startsWith(`${appUrl}/app_if/certificate/`)).toBe(true);
  await gotoHydrated(page, viewer(url));
  await expect(page.getByRole('heading', { level: 1, name: '区块链证书' })).toBeVisible();
  await expect(page.getByText('共 1 页', { exact: true })).toBeVisible();
  const figure = page.getByRole('figure', { name: '第 1 页，共 1 页' });
  await expect(figure).toHaveAttribute('data-drawn', 'true');
  // the canvas holds the page as drawn: fitting the phone's width, and mostly white with text on it
  const drawn = await figure.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
    const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let ink = 0;
    for (let i = 0; i < pixels.length; i += 4) if (pixels[i]! < 128 && pixels[i + 3]! > 0) ink += 1;
    return { ink, cssWidth: canvas.getBoundingClientRect().width, width: canvas.width };
  });
  expect(drawn.ink).toBeGreaterThan(500);
  expect(drawn.cssWidth).toBeLessThanOrEqual(375);
  expect(drawn.width).toBeGreaterThan(drawn.cssWidth);
  const text = page.getByRole('region', { name: '第 1 页的文字' });
  await expect(text).toContainText('Blockchain Certificate of Publication');
  await expect(text).toContainText(`article ${fileId}`);
  await expect(text).toContainText(`member ${uid}`);
});

test('a member finds the certificate of their contribution in 积分明细 and opens it', async ({
  page,
  make,
}) => {
  const { member } = await issued(make);
  await gotoHydrated(page, 'integralShop.html');
  await page.getByRole('link', { name: '去登录' }).click();
  await logInHere(page, member);
  await expect(page.getByRole('heading', { level: 2, name: '我的区块链证书' })).toBeVisible();
  await page.getByRole('link', { name: /^我的投稿 / }).click();
  await expect(page).toHaveURL(/previewPDF\.html\?url=/);
  await expect(page.getByRole('figure', { name: '第 1 页，共 1 页' })).toHaveAttribute('data-drawn', 'true');
});

test("the publisher's own address works too, read through this site", async ({ page, make }) => {
  const { url } = await issued(make);
  const direct = url.replace(appUrl, publisherUrl);
  await gotoHydrated(page, viewer(direct));
  await expect(page.getByRole('link', { name: '打开证书 PDF 文件' })).toHaveAttribute(
    'href',
    url.slice(appUrl.length),
  );
  await expect(page.getByRole('figure', { name: '第 1 页，共 1 页' })).toHaveAttribute('data-drawn', 'true');
});

test('a PDF on another host is refused with a way on, and pdf.js is never fetched', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => scripts.push(request.url()));
  await gotoHydrated(page, viewer('https://evil.example/certificate.pdf'));
  await expect(page.getByRole('alert')).toContainText('这份文件不是本站发布的证书，无法显示');
  await page.getByRole('alert').getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/home\.html$/);
  expect(scripts.filter((url) => /pdfDocument|pdf\.worker/.test(url))).toEqual([]);
});

test('not a PDF, a missing file and no address each say so', async ({ page }) => {
  await gotoHydrated(page, viewer(`${appUrl}/template/displayTemplate/news/aboutUs.html`));
  await expect(page.getByRole('alert')).toContainText('这个文件不是 PDF 证书，无法显示');
  await gotoHydrated(page, viewer(`/app_if/certificate/1-1-${'A'.repeat(43)}.pdf`));
  await expect(page.getByRole('alert')).toContainText('证书文件不存在或已失效');
  await gotoHydrated(page, 'previewPDF.html');
  await expect(page.getByRole('alert')).toContainText('没有要显示的证书');
});

test('without JavaScript: the title and a plain link that opens the PDF', async ({ browser, make }) => {
  const { url } = await issued(make);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(viewer(url));
  await expect(page.getByRole('heading', { level: 1, name: '区块链证书' })).toBeVisible();
  const open = page.getByRole('link', { name: '打开证书 PDF 文件' });
  const response = await page.request.get(`${appUrl}${await open.getAttribute('href')}`);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await context.close();
});
