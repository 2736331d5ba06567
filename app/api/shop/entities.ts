// The points shop in the reader's words (积分商城, productDetail.html). Prices and balances are points; times are ms
// since the epoch (0: unknown).

/** goods are shipped; a virtual product (a coupon, a top-up code) is a code shown at once */
export type ProductKind = 'goods' | 'virtual';
/** what a member's limit counts over: a day, a week from Monday, a month (Beijing calendar), or ever */
export type LimitPeriod = 'day' | 'week' | 'month' | 'once';
/** what a reader could do with the product now */
export type ProductState = 'notStarted' | 'open' | 'ended' | 'soldOut';

export interface Picture {
  url: string;
  /** the original's size (0: unknown), so the page reserves the box */
  width: number;
  height: number;
}

export interface ProductSummary {
  id: number;
  title: string;
  picture?: Picture;
  /** the price in points */
  points: number;
  /** how many are left */
  stock: number;
  exchanged: number;
  kind: ProductKind;
  startAt: number;
  endAt: number;
  state: ProductState;
}

export interface ProductPage {
  products: ProductSummary[];
  hasMore: boolean;
}

/** Where goods go. */
export interface Receiver {
  name: string;
  phone: string;
  address: string;
}

/** What the product's page tells a signed-in member. */
export interface MemberStanding {
  points: number;
  /** how many more they may exchange in the limit's period; null: no limit */
  limitLeft: number | null;
  /** where their last goods went, offered again; absent before their first */
  receiver?: Receiver;
}

export interface Product extends ProductSummary {
  /** the description as sent: sanitised on the server before it is shown */
  html: string;
  pictures: Picture[];
  /** per member; null: no limit */
  limit: { count: number; period: LimitPeriod } | null;
  /** the publisher's clock when it answered (0: unknown) */
  serverTime: number;
  /** present when a signed-in member asked */
  member?: MemberStanding;
}

export type ExchangeState = 'toShip' | 'shipped' | 'issued';

/** One exchange record (兑换记录): a virtual product's code, or the goods' address and, once shipped, its parcel. */
export interface Exchange {
  id: number;
  productId: number;
  title: string;
  picture?: string;
  kind: ProductKind;
  /** points paid */
  points: number;
  state: ExchangeState;
  code?: string;
  receiver?: Receiver;
  parcel?: { carrier: string; trackingNo: string; shippedAt: number };
  at: number;
}

/** An exchange made, with the member's points left. */
export interface Exchanged {
  exchange: Exchange;
  pointsLeft: number;
}

/** Why an exchange was refused, for the page to say so: nothing was spent or taken. */
export type ExchangeRefusal = 'insufficient' | 'soldOut' | 'limit' | 'notStarted' | 'ended' | 'signIn';
