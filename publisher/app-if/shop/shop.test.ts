import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLastItemsExact } from '../../../scripts/bench/publisher/concurrency-figures.ts';
import { members, products } from '../../db/schema/index.ts';
import {
  addPoints,
  anonymousToken,
  callAppIf,
  createProduct,
  PUBLIC_URL,
  signedInMembers,
  testPublisher,
  type TestPublisher,
} from '../../test-support.ts';
import { EXCHANGE_REFUSED } from './refusals.ts';

let pub: TestPublisher;
beforeAll(async () => {
  pub = await testPublisher();
});
afterAll(() => pub.close());

type Member = { uid: number; token: string };
type Exchange = {
  exchangeID: number;
  state: number;
  code: string;
  name: string;
  phone: string;
  address: string;
  score: number;
};

/** A signed-in member holding `points`. */
async function memberWith(points: number): Promise<Member> {
  const [m] = await signedInMembers(pub, 1);
  if (points > 0) await addPoints(pub, { uid: m!.uid, records: [{ score: points, rule: '签到' }] });
  return m!;
}

const receiver = { name: '林小溪', phone: '13912345678', address: '青岚市望湖区湖滨路 18 号' };
let keys = 0;
const exchange = (m: Member, productID: number, extra: Record<string, string> = receiver) =>
  callAppIf(
    pub.app,
    'productExchange',
    { productID, userID: m.uid, requestKey: `test-key-${(keys += 1)}`, ...extra },
    { token: m.token, method: 'POST' },
  );

const scoreOf = async (uid: number) =>
  (await pub.database.db.select().from(members).where(eq(members.uid, uid)))[0]!.score;
const stockOf = async (productId: number) =>
  (await pub.database.db.select().from(products).where(eq(products.productId, productId)))[0]!.stock;

describe('the points shop: reading', () => {
  it('productList: the seeded products newest first, each with its state now', async () => {
    const token = await anonymousToken(pub.app);
    const { body } = await callAppIf(pub.app, 'productList', { page: 0 }, { token });
    const list = (body.data as { list: { title: string; exchangeStatus: number; picUrl: string }[] }).list;
    const state = (title: string) => list.find((p) => p.title === title)?.exchangeStatus;
    expect(state('中秋月饼礼盒')).toBe(1);
    expect(state('青岚日报新年台历')).toBe(0);
    expect(state('端午手工香囊')).toBe(2);
    expect(state('青岚湖景区门票')).toBe(3);
    expect(list.every((p) => p.picUrl.startsWith(`${PUBLIC_URL}/pic/`))).toBe(true);
  });

  it('productDetail: pictures with their size, price, stock, limit, window; unknown is empty', async () => {
    const { productId } = await createProduct(pub, {
      title: '详情保温杯',
      pictures: 3,
      price: 800,
      stock: 7,
      limitCount: 2,
      limitPeriod: 'week',
    });
    const token = await anonymousToken(pub.app);
    const { body } = await callAppIf(pub.app, 'productDetail', { productID: productId }, { token });
    expect(body.data).toMatchObject({
      productID: productId,
      title: '详情保温杯',
      score: 800,
      stock: 7,
      type: 'goods',
      limitCount: 2,
      limitPeriod: 'week',
      exchangeStatus: 1,
      content: '<p>测试商品说明</p>',
    });
    const pics = (body.data as { pics: { width: number; height: number }[] }).pics;
    expect(pics).toHaveLength(3);
    expect(pics.every((p) => p.width > 0 && p.height > 0)).toBe(true);
    expect((body.data as { member?: unknown }).member).toBeUndefined();
    const none = await callAppIf(pub.app, 'productDetail', { productID: 770_999 }, { token });
    expect(none.body.data).toBe('empty');
  });

  it("productDetail with userID: the member's own points and limit left; another's is 403, none signed in 10102", async () => {
    const { productId } = await createProduct(pub, { title: '限兑两次', limitCount: 2, limitPeriod: 'day' });
    const m = await memberWith(250);
    const detail = () => callAppIf(pub.app, 'productDetail', { productID: productId, userID: m.uid }, m);
    expect((await detail()).body.data).toMatchObject({
      member: { score: '250', limitLeft: 2, receiver: { name: '', phone: '', address: '' } },
    });
    await exchange(m, productId);
    expect((await detail()).body.data).toMatchObject({
      member: { score: '150', limitLeft: 1, receiver },
    });
    const other = await memberWith(0);
    const foreign = await callAppIf(pub.app, 'productDetail', { productID: productId, userID: m.uid }, other);
    expect(foreign.statusCode).toBe(403);
    const visitor = { token: await anonymousToken(pub.app) };
    const asVisitor = await callAppIf(
      pub.app,
      'productDetail',
      { productID: productId, userID: m.uid },
      visitor,
    );
    expect(asVisitor.body.status).toBe(10102);
  });
});

describe('the points shop: exchanging', () => {
  it('a virtual product answers its code at once; the points go down through the points history', async () => {
    const { productId } = await createProduct(pub, { title: '话费充值码', type: 'virtual', price: 300 });
    const m = await memberWith(1000);
    const { statusCode, body } = await exchange(m, productId, {});
    expect(statusCode).toBe(200);
    const data = body.data as { value: string; exchange: Exchange; score: string };
    expect(data.value).toBe('true');
    expect(data.score).toBe('700');
    expect(data.exchange).toMatchObject({ state: 2, score: 300, name: '', address: '' });
    expect(data.exchange.code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
    const history = await callAppIf(pub.app, 'myScoreList', { userID: m.uid, page: 0 }, m);
    expect((history.body.data as { list: unknown[] }).list[0]).toMatchObject({
      srname: '兑换',
      msg: '兑换话费充值码',
      score: -300,
    });
    const records = await callAppIf(pub.app, 'myExchangeList', { userID: m.uid, page: 0 }, m);
    expect((records.body.data as { list: Exchange[] }).list).toEqual([data.exchange]);
    expect(await stockOf(productId)).toBe(9);
  });

  it('goods need a name, a mobile number and an address, kept with the exchange, waiting to ship', async () => {
    const { productId } = await createProduct(pub, { title: '帆布袋', price: 100 });
    const m = await memberWith(500);
    const refused: [Record<string, string>, RegExp][] = [
      [{}, /收货人姓名/],
      [{ ...receiver, phone: '12345' }, /手机号/],
      [{ ...receiver, address: '湖边' }, /完整的收货地址/],
      [{ ...receiver, name: '<b>林</b>' }, /HTML/],
    ];
    for (const [sent, message] of refused) {
      const r = await exchange(m, productId, sent);
      expect(r.statusCode).toBe(400);
      expect(r.body.message).toMatch(message);
    }
    expect(await scoreOf(m.uid)).toBe(500);
    const { body } = await exchange(m, productId, { ...receiver, name: ' 林小溪 ' });
    expect((body.data as { exchange: Exchange }).exchange).toMatchObject({ state: 0, code: '', ...receiver });
  });

  it('each refusal has its own status and words, and leaves points and stock as they were', async () => {
    const rich = await memberWith(10_000);
    const poor = await memberWith(50);
    const cases: [string, Parameters<typeof createProduct>[1], Member, keyof typeof EXCHANGE_REFUSED][] = [
      ['积分不足', { title: '贵重礼品', price: 100 }, poor, 'insufficient'],
      ['已兑完', { title: '抢光了', stock: 0 }, rich, 'soldOut'],
      ['兑换未开始', { title: '下周开兑', phase: 'notStarted' }, rich, 'notStarted'],
      ['兑换已结束', { title: '上月的', phase: 'ended' }, rich, 'ended'],
    ];
    for (const [words, product, m, why] of cases) {
      const { productId } = await createProduct(pub, product);
      const [score, stock] = [await scoreOf(m.uid), await stockOf(productId)];
      const r = await exchange(m, productId);
      expect(r.statusCode, words).toBe(409);
      expect(r.body).toMatchObject({ status: EXCHANGE_REFUSED[why].status, message: words });
      expect([await scoreOf(m.uid), await stockOf(productId)]).toEqual([score, stock]);
    }
  });

  it('已达兑换上限: once-only stays refused, a daily limit opens again the next Beijing day', async () => {
    const once = await createProduct(pub, { title: '限兑一次', limitCount: 1, limitPeriod: 'once' });
    const daily = await createProduct(pub, { title: '每日一份', limitCount: 1, limitPeriod: 'day' });
    const m = await memberWith(1000);
    expect((await exchange(m, once.productId)).body.status).toBe(0);
    expect((await exchange(m, daily.productId)).body.status).toBe(0);
    for (const productId of [once.productId, daily.productId]) {
      const r = await exchange(m, productId);
      expect(r.body).toMatchObject({ status: 10303, message: '已达兑换上限' });
    }
    expect(await scoreOf(m.uid)).toBe(800);
    pub.clock.advance(86_400_000);
    // a day on, the member signs in again (access tokens last hours)
    const issued = await pub.app.publisher.tokens.issue('access', { uid: m.uid, device: 'test-device' });
    const again = { uid: m.uid, token: issued.token };
    expect((await exchange(again, daily.productId)).body.status).toBe(0);
    expect((await exchange(again, once.productId)).body.status).toBe(10303);
  });

  it('not signed in: no token is 10111, a visitor’s token 10102; nothing is written', async () => {
    const { productId } = await createProduct(pub, { title: '登录再兑' });
    const params = { productID: productId, userID: 1001, ...receiver };
    const none = await callAppIf(pub.app, 'productExchange', params, { method: 'POST' });
    expect(none.body.status).toBe(10111);
    const visitor = await callAppIf(pub.app, 'productExchange', params, {
      method: 'POST',
      token: await anonymousToken(pub.app),
    });
    expect(visitor.body.status).toBe(10102);
    expect(await stockOf(productId)).toBe(10);
  });

  it('the same requestKey again, even at once, exchanges once and answers the first exchange', async () => {
    const { productId } = await createProduct(pub, { title: '双击不重复', price: 100 });
    const m = await memberWith(1000);
    const send = () =>
      callAppIf(
        pub.app,
        'productExchange',
        { productID: productId, userID: m.uid, requestKey: 'double-tap-0001', ...receiver },
        { token: m.token, method: 'POST' },
      );
    const answers = await Promise.all([send(), send(), send()]);
    const ids = answers.map((r) => (r.body.data as { exchange: Exchange }).exchange.exchangeID);
    expect(new Set(ids).size).toBe(1);
    expect(await scoreOf(m.uid)).toBe(900);
    expect(await stockOf(productId)).toBe(9);
  });

  it('one member’s exchanges at once never pass their limit or their points', async () => {
    const limited = await createProduct(pub, {
      title: '每周两次',
      limitCount: 2,
      limitPeriod: 'week',
      price: 10,
    });
    const m = await memberWith(1000);
    const answers = await Promise.all(Array.from({ length: 6 }, () => exchange(m, limited.productId)));
    expect(answers.filter((r) => r.body.status === 0)).toHaveLength(2);
    expect(answers.filter((r) => r.body.status === 10303)).toHaveLength(4);

    const dear = await createProduct(pub, { title: '三百积分一件', price: 300, stock: 50 });
    const n = await memberWith(1000);
    const spent = await Promise.all(Array.from({ length: 6 }, () => exchange(n, dear.productId)));
    expect(spent.filter((r) => r.body.status === 0)).toHaveLength(3);
    expect(spent.filter((r) => r.body.status === 10301)).toHaveLength(3);
    expect(await scoreOf(n.uid)).toBe(100);
    expect(await stockOf(dear.productId)).toBe(47);
  });

  it('200 members exchanging the last 5 items at once: exactly 5 succeed, 195 hear 已兑完, 5 deductions', () =>
    expectLastItemsExact(pub));
});
