import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from '../support/fixtures';
import { phonePhoto } from '../support/photo';
import { logInHere, signedInPage } from '../support/signIn';

const form = (page: Page) => page.getByRole('form', { name: '我要问政' });

test('an inquiry with a photo sent from the form, its draft surviving a reload; the asker sees it wait, the newsroom moves it through its steps, the asker rates the reply', async ({
  page,
  make,
  browser,
  baseURL,
}) => {
  // a phone photo through the upload service, then the newsroom's three moves
  test.setTimeout(120_000);
  const asker = await make.member({ nickname: '桥边住户' });
  const other = await make.member({ nickname: '看热闹的' });
  const title = `老桥栏杆松动 ${Date.now()}`;

  await page.goto(`login.html?redirect=${encodeURIComponent('/qaDetail.html')}`);
  await logInHere(page, asker);
  await expect(page.getByRole('heading', { level: 1, name: '我要问政' })).toBeVisible();
  await form(page).getByLabel('标题').fill(title);
  await form(page).getByLabel('问题描述').fill('青岚老桥东侧栏杆松动，孩子上学每天经过。');
  await form(page).getByLabel('类别').selectOption({ label: '城市建设' });

  // the draft is the form's: a reload keeps what was typed and chosen
  await gotoHydrated(page, 'qaDetail.html');
  await expect(form(page).getByLabel('标题')).toHaveValue(title);
  await expect(form(page).getByLabel('类别')).toHaveValue(/\d+/);
  await expect(form(page).getByLabel('类别').locator('option:checked')).toHaveText('城市建设');

  await form(page).getByLabel('地区').selectOption({ label: '青岚区' });
  await form(page).getByLabel('受理部门').selectOption({ label: '青岚市住房和城乡建设局' });
  await form(page).getByLabel('地点（选填）').fill('青岚老桥东侧');
  const picker = form(page).getByLabel('添加图片、视频或音频', { exact: true }).and(page.locator('input'));
  await picker.setInputFiles([{ name: 'IMG_5001.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() }]);
  await expect(form(page).getByRole('button', { name: '移除第1张图片' })).toBeVisible({ timeout: 45_000 });

  // a wrong phone is said before anything leaves, and nothing typed is lost
  await form(page).getByLabel('真实姓名').fill('王小桥');
  await form(page).getByLabel('手机号').fill('12345');
  await form(page).getByRole('button', { name: '提交问政' }).click();
  await expect(form(page).getByRole('alert')).toHaveText('请填写11位手机号');
  await form(page).getByLabel('手机号').fill('139 0000 4102');
  await form(page).getByRole('button', { name: '提交问政' }).click();

  // sent: the asker is on the inquiry's page, which says it waits to be accepted and shows the photo
  await expect(page).toHaveURL(/\/qaDetail\/\d+\.html$/);
  const id = Number(/qaDetail\/(\d+)\.html$/.exec(page.url())![1]);
  await expect(page.getByText('已提交，等待编辑部受理；受理后公开展示，现在只有你能看到。')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('img', { name: '问政图片 1' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('13900004102');
  await expect(page.locator('body')).not.toContainText('王小桥');

  // nobody else sees it before it is public
  const stranger = await signedInPage(browser, other, { baseURL });
  await gotoHydrated(stranger, `qaDetail/${id}.html`);
  await expect(stranger.getByText('没有找到这条问政，或者它不是你提交的。')).toBeVisible();
  await expect(stranger.getByText(title)).toHaveCount(0);
  await stranger.context().close();

  // 我的问政 on the member's page says where it stands
  await gotoHydrated(page, 'login.html');
  await expect(page.getByRole('region', { name: '我的问政' }).getByRole('listitem').first()).toHaveText(
    new RegExp(`^${title}\\s*已提交，等待受理$`),
  );

  await make.qaMove(id, { move: 'accept' });
  await make.qaMove(id, { move: 'pass', departmentId: 830002 });
  await make.qaMove(id, { move: 'reply', content: '已安排加固，本周内完成。' });
  await expect(async () => {
    await gotoHydrated(page, `qaDetail/${id}.html`);
    await expect(page.getByText('已安排加固，本周内完成。')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: '办理进度' }).getByRole('listitem')).toHaveText([
    /^已提交\d{4}-/,
    /^已受理\d{4}-/,
    /^已转办\d{4}-.*青岚市住房和城乡建设局/,
    /^已回复\d{4}-/,
  ]);
  await expect(page.getByRole('img', { name: '问政图片 1' })).toBeVisible();
  await page.getByRole('radio', { name: '5 星' }).check({ force: true });
  await page.getByRole('button', { name: '提交评价' }).click();
  await expect(page.getByRole('img', { name: '5 星' })).toBeVisible();

  await gotoHydrated(page, 'login.html');
  await expect(page.getByRole('region', { name: '我的问政' }).getByRole('listitem').first()).toHaveText(
    new RegExp(`^${title}\\s*已回复$`),
  );
});

test('home’s 问政 module leads to 我要问政, whose ranking shows every department as the publisher counted it', async ({
  page,
  make,
}) => {
  // one more inquiry replied to by 湖滨区教育局: its count moves by one, on the page too
  const before = (await make.qaDepartments()).find((d) => d.id === 830004)!;
  await make.qaInquiry({ departmentId: 830004, replied: true });
  const counted = await make.qaDepartments();
  expect(counted.find((d) => d.id === 830004)).toMatchObject({
    passed: before.passed + 1,
    replied: before.replied + 1,
  });

  await gotoHydrated(page, 'home.html');
  await page
    .getByRole('region', { name: '问政' })
    .getByRole('link', { name: /我要问政/ })
    .click();
  await expect(page).toHaveURL(/\/qaDetail\.html$/);
  const rows = page.getByRole('region', { name: '部门回复排行（近90天）' }).getByRole('listitem');
  await expect(rows).toHaveCount(counted.length);
  const words = (d: (typeof counted)[number]) =>
    d.passed === 0
      ? '近90天没有转给该部门的问政'
      : d.medianDays < 0
        ? `近90天转来 ${d.passed} 件，尚无回复`
        : `近90天回复率 ${Math.round(d.replyRate * 100)}% · 回复用时中位数 ${Math.round(d.medianDays * 10) / 10} 天`;
  const texts = await rows.allInnerTexts();
  for (const d of counted) {
    const row = texts.find((t) => t.startsWith(d.name));
    expect(row, d.name).toBeDefined();
    expect(row!.replace(/\s+/g, ' ')).toBe(`${d.name} ${words(d)}`);
  }
  // replying first: the rates never rise down the list
  const rates = texts.map((t) => counted.find((d) => t.startsWith(d.name))!.replyRate);
  expect(rates).toEqual([...rates].sort((a, b) => b - a));
});
