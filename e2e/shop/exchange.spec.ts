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

  // the publisher agrees: one exchange, 120 points, and 积分明细 keeps the code
  await page.reload();
  await expect(page.getByText('我的积分：380')).toBeVisible();
  await expect(page.getByText('2 件')).toBeVisible();
  await gotoHydrated(page, 'integralShop.html');
  const records = page.getByRole('region', { name: '兑换记录' }).getByRole('listitem');
  await expect(records).toHaveCount(1);
  await expect(records.first()).toContainText('兑换码');
  await expect(records.first().locator('code')).toHaveText(/^([A-Z2-9]{4}-){3}[A-Z2-9]{4}$/);
});

test('the member page leads to 积分商城, and its list to the product', async ({ page, make }) => {
  const member = await make.member();
  const product = await make.product({ title: `积分商城样品 ${Date.now()}` });
  await signIn(page, member);
  await gotoHydrated(page, 'login.html');
  await page.getByRole('link', { name: '积分商城' }).click();
  await expect(page).toHaveURL(/integralShop\.html#shop$/);
  const shop = page.getByRole('region', { name: '积分商城' });
  await shop
    .getByRole('link', { name: /积分商城样品/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`productDetail\\.html\\?id=${product.productId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/积分商城样品/);
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

  // 积分明细: the record waiting to ship, then shipped with its parcel once the newsroom marks it
  await page.getByRole('link', { name: '查看兑换记录' }).click();
  const record = page.getByRole('region', { name: '兑换记录' }).getByRole('listitem').first();
  await expect(record).toContainText(/测试商品/);
  await expect(record).toContainText('待发货');
  await expect(record).toContainText('-100 积分');
  const [exchangeId] = await make.exchangesToShip(product.productId);
  await make.ship(exchangeId!, { carrier: '青岚快递', trackingNo: 'QL20250520001' });
  await page.reload();
  await expect(record).toContainText('已发货');
  await expect(record).toContainText('青岚快递 运单号 QL20250520001');
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
  await expect(page.getByRole('main').getByRole('img')).toHaveCount(3);
  await expect(page.getByRole('link', { name: '登录后兑换' })).toHaveAttribute(
    'href',
    /login\.html\?redirect=/,
  );
  await context.close();
});
