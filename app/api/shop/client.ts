// The points shop's client. Member calls need a signed-in reader; without one they are refused before they leave
// (NotSignedIn, which exchangeRefusal reads as 'signIn').
import type { Core } from '../core';
import { memberIdOf, signedInMemberId } from '../member';
import type { Exchange, Exchanged, Product, ProductPage, Receiver } from './entities';
import { shopOperations as ops } from './operations';

export interface ShopApi {
  memberId(): string | undefined;
  /** page 0-based, 20 a page, newest first */
  products(page?: number): Promise<ProductPage>;
  /** the product as every visitor sees it; null: no such product */
  product(id: number): Promise<Product | null>;
  /** the same with the signed-in member's points, limit left and last address (`member`) */
  productForMember(id: number): Promise<Product | null>;
  /**
   * One item for the signed-in member; goods need `receiver`. `requestKey`: one per intended exchange, so a double
   * tap or a retry exchanges once. A refusal throws: read it with exchangeRefusal.
   */
  exchange(q: { productId: number; requestKey: string; receiver?: Receiver }): Promise<Exchanged>;
  /** the member's exchange records, newest first, 20 a page */
  myExchanges(page?: number): Promise<Exchange[]>;
}

export function createShopApi(core: Core): ShopApi {
  const userID = () => signedInMemberId(core.credentials);
  return {
    memberId: () => memberIdOf(core.credentials),
    products: (page = 0) => core.call(ops.productList, { page }),
    product: (id) => core.call(ops.productDetail, { productID: id }),
    productForMember: async (id) => core.call(ops.productDetail, { productID: id, userID: userID() }),
    exchange: async ({ productId, requestKey, receiver }) =>
      core.call(ops.productExchange, {
        productID: productId,
        userID: userID(),
        requestKey,
        ...(receiver ?? {}),
      }),
    myExchanges: async (page = 0) => core.call(ops.myExchangeList, { userID: userID(), page }),
  };
}
