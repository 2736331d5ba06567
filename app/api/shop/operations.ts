// The points shop (积分商城, productDetail.html; this edition's operations, docs/shop.md): the products, a product
// (with the member's standing when a member asks), exchanging points for one, the member's exchange records.
import { appIf } from '../operation';
import { parseExchanged, parseExchanges, parseProduct, parseProductPage } from './parse';

const member = { userIdFields: ['userID'] } as const;

export const shopOperations = {
  productList: appIf('productList', parseProductPage, { cache: 'public' }),
  // the same for every visitor; a member's own standing (userID) is never shared
  productDetail: appIf('productDetail', parseProduct, {
    ...member,
    cache: (params) => params.userID === undefined,
    lookup: true,
  }),
  productExchange: appIf('productExchange', parseExchanged, { ...member, method: 'POST' }),
  myExchangeList: appIf('myExchangeList', parseExchanges, member),
};
