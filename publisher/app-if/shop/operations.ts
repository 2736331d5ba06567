import { productDetail } from './detail.ts';
import { productExchange } from './exchange.ts';
import { productList } from './list.ts';
import { myExchangeList } from './records.ts';

/** The points shop (积分商城, productDetail.html): its products, exchanging points for one, the member's records. */
export const shopOperations = [productList, productDetail, productExchange, myExchangeList];
