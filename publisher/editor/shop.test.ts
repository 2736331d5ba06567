import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addPoints,
  callAppIf,
  createProduct,
  editorHeaders,
  signedInMembers,
  testPublisher,
  type TestPublisher,
} from '../test-support.ts';

let pub: TestPublisher;
let pics: string[];
beforeAll(async () => {
  pub = await testPublisher();
  pics = await pub.app.publisher.articles.storedPictures(2);
});
afterAll(() => pub.close());

const editor = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, headers = editorHeaders) =>
  pub.app.inject({ method, url: `/editor/api/${url}`, headers, ...(payload ? { payload } : {}) });

const DAY = 86_400_000;
const window = () => ({ startTime: pub.clock.now() - DAY, endTime: pub.clock.now() + 30 * DAY });
const newProduct = () => ({
  title: '编辑部的帆布袋',
  pics,
  score: 200,
  stock: 3,
  type: 'goods',
  ...window(),
});

async function memberWithPoints() {
  const [m] = await signedInMembers(pub, 1);
  await addPoints(pub, { uid: m!.uid, records: [{ score: 5000 }] });
  return m!;
}

const exchange = (m: { uid: number; token: string }, productID: number, name = '林小溪') =>
  callAppIf(
    pub.app,
    'productExchange',
    { productID, userID: m.uid, name, phone: '13912345678', address: '青岚市望湖区湖滨路 18 号' },
    { token: m.token, method: 'POST' },
  );

describe('editor API: products', () => {
  it('creates a product readers see, and changes its stock, limit and window', async () => {
    const created = await editor('POST', 'products', {
      ...newProduct(),
      limitCount: 1,
      limitPeriod: 'month',
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    const [m] = await signedInMembers(pub, 1);
    const read = async () =>
      (await callAppIf(pub.app, 'productDetail', { productID: id }, { token: m!.token })).body.data;
    expect(await read()).toMatchObject({
      title: '编辑部的帆布袋',
      score: 200,
      stock: 3,
      limitPeriod: 'month',
    });
    const changed = await editor('PATCH', `products/${id}`, {
      stock: 50,
      limitCount: 3,
      limitPeriod: 'week',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id, stock: 50, limitCount: 3, limitPeriod: 'week' });
    expect(await read()).toMatchObject({ stock: 50, limitCount: 3, limitPeriod: 'week', exchangeStatus: 1 });
    const closed = await editor('PATCH', `products/${id}`, { endTime: pub.clock.now() - 1 });
    expect(closed.statusCode).toBe(200);
    expect(await read()).toMatchObject({ exchangeStatus: 2 });
  });

  it('refuses bad input with 400 and a message, an unknown product with 404, a wrong token with 401', async () => {
    const bad: [object, RegExp][] = [
      [{ ...newProduct(), title: '' }, /title/],
      [{ ...newProduct(), pics: [] }, /pics/],
      [{ ...newProduct(), pics: ['2020-01/01/nothing.jpg'] }, /no stored picture/],
      [{ ...newProduct(), score: 0 }, /score/],
      [{ ...newProduct(), stock: -1 }, /.+/],
      [{ ...newProduct(), type: 'service' }, /goods or virtual/],
      [{ ...newProduct(), limitPeriod: 'year' }, /limitPeriod/],
      [{ ...newProduct(), endTime: 1 }, /endTime/],
      [{ ...newProduct(), title: '<script>' }, /< or >/],
    ];
    for (const [payload, message] of bad) {
      const r = await editor('POST', 'products', payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(r.json<{ error: string }>().error).toMatch(message);
    }
    const { id } = (await editor('POST', 'products', newProduct())).json<{ id: number }>();
    expect((await editor('PATCH', `products/${id}`, {})).statusCode).toBe(400);
    expect(
      (await editor('PATCH', `products/${id}`, { startTime: pub.clock.now() + 60 * DAY })).statusCode,
    ).toBe(400);
    expect((await editor('PATCH', 'products/770999', { stock: 1 })).statusCode).toBe(404);
    const wrong = await editor('POST', 'products', newProduct(), { authorization: 'Bearer nope' });
    expect(wrong.statusCode).toBe(401);
  });
});

describe('editor API: exchanges to ship', () => {
  it('exports the goods waiting to ship as CSV, formulas disarmed; virtual ones are not there', async () => {
    const goods = await createProduct(pub, { title: '待发货的保温杯' });
    const code = await createProduct(pub, { title: '不发货的兑换券', type: 'virtual' });
    const m = await memberWithPoints();
    await exchange(m, goods.productId, '=HYPERLINK("x")');
    await exchange(m, code.productId);
    const csv = await editor('GET', `exchanges.csv?productId=${goods.productId}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"兑换编号","商品编号","商品","会员ID","收货人","手机号","收货地址","积分","兑换时间"',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"待发货的保温杯","${m.uid}","'=HYPERLINK(""x"")","13912345678"`);
    const all = await editor('GET', 'exchanges.csv');
    expect(all.body).not.toContain('不发货的兑换券');
  });

  it('marks one shipped with its carrier and number: the member sees it, the CSV drops it, twice is 409', async () => {
    const goods = await createProduct(pub, { title: '要发货的台历' });
    const code = await createProduct(pub, { title: '虚拟券', type: 'virtual' });
    const m = await memberWithPoints();
    const { exchangeID } = (
      (await exchange(m, goods.productId)).body.data as { exchange: { exchangeID: number } }
    ).exchange;
    const shipped = await editor('POST', `exchanges/${exchangeID}/ship`, {
      carrier: '青岚快递',
      trackingNo: 'QL2025052000001',
    });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toEqual({
      id: exchangeID,
      state: 'shipped',
      carrier: '青岚快递',
      trackingNo: 'QL2025052000001',
    });
    const records = await callAppIf(pub.app, 'myExchangeList', { userID: m.uid }, { token: m.token });
    expect((records.body.data as { list: unknown[] }).list[0]).toMatchObject({
      exchangeID,
      state: 1,
      carrier: '青岚快递',
      trackingNo: 'QL2025052000001',
      shipTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} /),
    });
    expect((await editor('GET', `exchanges.csv?productId=${goods.productId}`)).body).not.toContain(
      String(exchangeID),
    );
    const again = await editor('POST', `exchanges/${exchangeID}/ship`, {
      carrier: '青岚快递',
      trackingNo: 'QL1',
    });
    expect(again.statusCode).toBe(400);
    const twice = await editor('POST', `exchanges/${exchangeID}/ship`, {
      carrier: '青岚快递',
      trackingNo: 'QL2025052000002',
    });
    expect(twice.statusCode).toBe(409);
    const virtual = ((await exchange(m, code.productId)).body.data as { exchange: { exchangeID: number } })
      .exchange;
    const notShipped = await editor('POST', `exchanges/${virtual.exchangeID}/ship`, {
      carrier: '青岚快递',
      trackingNo: 'QL2025052000003',
    });
    expect(notShipped.statusCode).toBe(409);
    const unknown = await editor('POST', 'exchanges/999999999/ship', {
      carrier: 'x',
      trackingNo: 'QL20250520',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
