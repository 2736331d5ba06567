import { logInHere, signIn } from '../support/signIn';
import { expect, gotoHydrated, test } from '../support/fixtures';

test('a virtual item: started signed out, finished after login, the code at once and the points down, once for a double tap', async ({
  page,
  make,
}) => {
  const member = await make.member();
  await make.points(member.uid, [{ score: 500, note: '测试积分' }]);
  const product = await make.product({ type: 'virtual', price: 120, stock: 3 });

  await gotoHydrated(page, product.path);
  await expect(page.getByText('120 积分')).toBeVisible();
  await page.getByRole('link', { name: '登录后兑换' }).click();
  await logInHere(page, member);
  // back on the product with the exchange open where it was left
  await expect(page.getByText('我的积分：500')).toBeVisible();
  const confirm = page.getByRole('button', { name: '确认兑换（120 积分）' });
  await confirm.dblclick();
  await expect(page.getByText('兑换成功，兑换码：')).toBeVisible();
  await expect(page.locator('strong').filter({ hasText: /^([A-Z2-9]{4}-){3}[A-Z2-9]{4}$/ })).toBeVisible();
  await expect(page.getByText('剩余积分 380')).toBeVisible();
  await expect(page.getByText('我的积分：380')).toBeVisible();

  // the publisher agrees: one exchange, 120 points
  await page.reload();
  await expect(page.getByText('我的积分：380')).toBeVisible();
  await expect(page.getByText('2 件')).toBeVisible();
});

test('goods: the address asked for, kept through a mistake, waiting to ship; the next time it is offered again', async ({
  page,
  make,
}) => {
  const member = await make.member();
  await make.points(member.uid, [{ score: 300, note: '测试积分' }]);
  const product = await make.product({ type: 'goods', price: 100 });
  await signIn(page, member);

  await gotoHydrated(page, product.path);
  await page.getByRole('button', { name: '立即兑换' }).click();
  await page.getByLabel('收货人').fill('林小溪');
  await page.getByLabel('手机号').fill('1391234');
  await page.getByLabel('收货地址').fill('青岚市望湖区湖滨路 18 号');
  await page.getByRole('button', { name: '确认兑换（100 积分）' }).click();
  await expect(page.getByRole('alert')).toHaveText('请填写收货人、11 位手机号和收货地址');
  await expect(page.getByLabel('收货人')).toHaveValue('林小溪');
  await expect(page.getByLabel('收货地址')).toHaveValue('青岚市望湖区湖滨路 18 号');
  await page.getByLabel('手机号').fill('13912345678');
  await page.getByRole('button', { name: '确认兑换（100 积分）' }).click();
  await expect(page.getByText('兑换成功，等待发货')).toBeVisible();
  await expect(page.getByText('我的积分：200')).toBeVisible();

  await page.getByRole('button', { name: '立即兑换' }).click();
  await expect(page.getByLabel('收货人')).toHaveValue('林小溪');
  await expect(page.getByLabel('手机号')).toHaveValue('13912345678');
});

test('积分不足 and 已兑完 before a tap, and 已兑完 from the publisher when the last one went meanwhile', async ({
  page,
  make,
}) => {
  const member = await make.member();
  await make.points(member.uid, [{ score: 50, note: '测试积分' }]);
  const [dear, gone, last] = await Promise.all([
    make.product({ price: 100 }),
    make.product({ price: 10, stock: 0 }),
    make.product({ type: 'virtual', price: 10, stock: 1 }),
  ]);

  await gotoHydrated(page, gone.path);
  await expect(page.getByRole('status').filter({ hasText: '已兑完' })).toBeVisible();

  await signIn(page, member);
  await gotoHydrated(page, dear.path);
  await expect(page.getByText('我的积分：50')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '积分不足' })).toBeVisible();
  await expect(page.getByRole('button', { name: '立即兑换' })).toHaveCount(0);

  await gotoHydrated(page, last.path);
  await page.getByRole('button', { name: '立即兑换' }).click();
  await make.productStock(last.productId, 0);
  await page.getByRole('button', { name: '确认兑换（10 积分）' }).click();
  await expect(page.getByRole('alert')).toHaveText('已兑完');
  await expect(page.getByText('我的积分：50')).toBeVisible();
});

test('without JavaScript the product reads whole, and the way to exchange is login', async ({
  browser,
  make,
}) => {
  const product = await make.product({ pictures: 3, limitCount: 2, limitPeriod: 'day' });
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(product.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/测试商品/);
  await expect(page.getByText('每人每天 2 件')).toBeVisible();
  await expect(page.getByText('测试商品说明')).toBeVisible();
  await expect(page.getByRole('img')).toHaveCount(3);
  await expect(page.getByRole('link', { name: '登录后兑换' })).toHaveAttribute(
    'href',
    /login\.html\?redirect=/,
  );
  await context.close();
});
