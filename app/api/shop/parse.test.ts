import { describe, expect, it } from 'vitest';
import { PublisherError } from '../errors';
import { NotSignedIn } from '../member';
import records from './fixtures/myExchangeList.json';
import detail from './fixtures/productDetail.json';
import exchanged from './fixtures/productExchange.json';
import list from './fixtures/productList.json';
import { parseExchanged, parseExchanges, parseProduct, parseProductPage } from './parse';
import { exchangeRefusal } from './refusals';

const beijing = (text: string) => Date.parse(`${text.replace(' ', 'T').replace(/\.0$/, '')}+08:00`);

describe('shop parsers', () => {
  it('productList: each product with its picture, price, stock and state now', () => {
    const page = parseProductPage(list);
    expect(page.hasMore).toBe(false);
    expect(page.products.map((p) => [p.title, p.state, p.stock, p.kind])).toEqual([
      ['中秋月饼礼盒', 'open', 5, 'goods'],
      ['青岚湖景区门票', 'soldOut', 0, 'virtual'],
    ]);
    expect(page.products[0]).toMatchObject({
      id: 770003,
      points: 1500,
      exchanged: 45,
      picture: { url: list.list[0]!.picUrl, width: 800, height: 800 },
      startAt: beijing(list.list[0]!.startTime),
    });
  });

  it("productDetail: the pictures, the description, the limit and the member's standing", () => {
    const product = parseProduct(detail)!;
    expect(product).toMatchObject({
      id: 770009,
      title: '契约帆布袋',
      points: 100,
      stock: 9,
      html: '<p>测试商品说明</p>',
      limit: { count: 2, period: 'once' },
      serverTime: beijing(detail.serverTime),
      member: {
        points: 4800,
        limitLeft: 1,
        receiver: { name: '林小溪', phone: '13912345678', address: '青岚市望湖区湖滨路 18 号' },
      },
    });
    expect(product.pictures).toHaveLength(2);
    expect(product.pictures[0]).toEqual({ url: detail.pics[0]!.imageUrl, width: 800, height: 600 });
  });

  it('productExchange and myExchangeList: the code at once, the goods’ address, the state', () => {
    expect(parseExchanged(exchanged)).toMatchObject({
      pointsLeft: 4800,
      exchange: { id: 771002, kind: 'virtual', state: 'issued', code: exchanged.exchange.code, points: 100 },
    });
    expect(parseExchanged(exchanged).exchange.receiver).toBeUndefined();
    const [code, goods] = parseExchanges(records);
    expect(code!.code).toBe(records.list[0]!.code);
    expect(goods).toMatchObject({
      id: 771001,
      productId: 770009,
      kind: 'goods',
      state: 'toShip',
      receiver: { name: '林小溪' },
      at: beijing(records.list[1]!.createTime),
    });
    expect(goods!.code).toBeUndefined();
    expect(goods!.parcel).toBeUndefined();
    const shipped = parseExchanges({
      list: [
        {
          ...records.list[1],
          state: '1',
          carrier: '青岚快递',
          trackingNo: 'QL1',
          shipTime: '2025-05-21 09:00:00.0',
        },
      ],
    });
    expect(shipped[0]).toMatchObject({
      state: 'shipped',
      parcel: { carrier: '青岚快递', trackingNo: 'QL1', shippedAt: beijing('2025-05-21 09:00:00') },
    });
  });

  it('broken or hostile answers read as nothing rather than failing, and never as an invitation', () => {
    expect(parseProduct('empty')).toBeNull();
    expect(parseProduct({ title: 'x' })).toBeNull();
    expect(parseProductPage('empty')).toEqual({ products: [], hasMore: false });
    const odd = parseProduct({
      productId: '7',
      score: '-5',
      stock: 'lots',
      exchangeStatus: 9,
      type: 'service',
      limitCount: '3',
      limitPeriod: 'year',
      pics: [{ imageUrl: 'javascript:alert(1)' }, null, { url: 'https://p.example/a.jpg', width: 'x' }],
      picUrl: 'data:image/png;base64,AAAA',
      member: 'yes',
    })!;
    expect(odd).toMatchObject({ id: 7, points: 0, stock: 0, state: 'ended', kind: 'goods' });
    expect(odd.limit).toEqual({ count: 3, period: 'once' });
    expect(odd.pictures).toEqual([{ url: 'https://p.example/a.jpg', width: 0, height: 0 }]);
    expect(odd.picture).toBeUndefined();
    expect(odd.member).toBeUndefined();
    expect(
      parseProduct({ ...detail, member: { score: '9', limitLeft: '-1', receiver: { name: '林' } } })!.member,
    ).toEqual({
      points: 9,
      limitLeft: null,
    });
    expect(parseExchanges({ list: [null, 3, { id: 'x' }] })).toEqual([]);
    expect(parseExchanged('empty').exchange.id).toBe(0);
  });
});

describe('exchangeRefusal', () => {
  const status = (code: number) =>
    new PublisherError({ kind: 'status', key: 'error', code, message: '…', operation: 'productExchange' });

  it('reads each refusal from its status, and not being signed in from the sign-in codes', () => {
    expect([10301, 10302, 10303, 10304, 10305].map((c) => exchangeRefusal(status(c)))).toEqual([
      'insufficient',
      'soldOut',
      'limit',
      'notStarted',
      'ended',
    ]);
    expect([10111, 10102, 10103].map((c) => exchangeRefusal(status(c)))).toEqual([
      'signIn',
      'signIn',
      'signIn',
    ]);
    expect(exchangeRefusal(new NotSignedIn())).toBe('signIn');
  });

  it('anything else is not a refusal: bad input, the network, a stranger error', () => {
    expect(exchangeRefusal(status(-1))).toBeUndefined();
    expect(exchangeRefusal(new PublisherError({ kind: 'network', key: 'network' }))).toBeUndefined();
    expect(exchangeRefusal(new Error('x'))).toBeUndefined();
  });
});
