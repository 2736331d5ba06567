import type { AreaContractCalls } from '../../every-operation.ts';
import { addPoints, createMember, createProduct } from '../../test-support.ts';

/**
 * A member with points exchanges goods (with where they go) and a virtual product (its code at once), then reads
 * the goods' page with their standing (their last address offered again) and their records.
 */
export const shopContractCalls: AreaContractCalls = async (c) => {
  const phone = '13700001451';
  const { uid } = await createMember(c.pub, { phone, password: 'contract-1' });
  await addPoints(c.pub, { uid, records: [{ score: 5000 }] });
  await c.sso('sendCode', { phone, type: 'login' });
  const member = await c.sso('loginByPhone', { phone, code: await c.lastCode(phone), devid: 'contract' });
  const token = String(member.accessToken);
  const goods = await createProduct(c.pub, { title: '契约帆布袋', pictures: 2, limitCount: 2 });
  const code = await createProduct(c.pub, { title: '契约兑换券', type: 'virtual', limitPeriod: 'month' });
  await c.app('productList', { page: 0 }, { token: c.token });
  await c.app(
    'productExchange',
    {
      productID: goods.productId,
      userID: uid,
      requestKey: 'contract-exchange-1',
      name: '林小溪',
      phone: '13912345678',
      address: '青岚市望湖区湖滨路 18 号',
    },
    { token, method: 'POST' },
  );
  await c.app(
    'productExchange',
    { productID: code.productId, userID: uid, requestKey: 'contract-exchange-2' },
    { token, method: 'POST' },
  );
  await c.app('productDetail', { productID: goods.productId, userID: uid }, { token });
  await c.app('myExchangeList', { userID: uid, page: 0 }, { token });
};
