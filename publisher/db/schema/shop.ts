import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './account.ts';

/** goods are shipped to the member; a virtual product (a coupon, a top-up code) is a code shown at once */
export type ProductKind = 'goods' | 'virtual';
/** the span a member's limit counts over: a Beijing calendar day, week (from Monday) or month, or ever */
export type LimitPeriod = 'day' | 'week' | 'month' | 'once';

/**
 * A product of the points shop (积分商城, productDetail.html). `price` is in points; `stock` is what is left, moved
 * only by a conditional update in the exchange's transaction (and never below 0: the check says so too), with
 * `exchanged` beside it. A member may exchange it `limitCount` times per `limitPeriod` (0: no limit), from `startAt`
 * to `endAt` (epoch ms).
 */
export const products = pgTable(
  'products',
  {
    productId: integer('product_id').primaryKey(),
    title: text('title').notNull(),
    /** article-style HTML, sanitised where it is shown */
    content: text('content').notNull(),
    /** stored picture refs (images), the first the list's picture */
    pictureRefs: jsonb('picture_refs').$type<string[]>().notNull(),
    price: integer('price').notNull(),
    stock: integer('stock').notNull(),
    exchanged: integer('exchanged').notNull(),
    kind: text('kind').$type<ProductKind>().notNull(),
    limitCount: integer('limit_count').notNull(),
    limitPeriod: text('limit_period').$type<LimitPeriod>().notNull(),
    startAt: bigint('start_at', { mode: 'number' }).notNull(),
    endAt: bigint('end_at', { mode: 'number' }).notNull(),
    publishedAt: bigint('published_at', { mode: 'number' }).notNull(),
  },
  (t) => [
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
    index('products_published').on(t.publishedAt),
  ],
);

/** Where an exchange stands (兑换记录): goods wait to be shipped, then are shipped; a virtual one's code is issued. */
export const EXCHANGE_STATE = { toShip: 0, shipped: 1, issued: 2 } as const;
export type ExchangeState = (typeof EXCHANGE_STATE)[keyof typeof EXCHANGE_STATE];

/**
 * One exchange of one item by a member, written in the same transaction as the stock, the member's points and the
 * points history line (积分明细). Goods carry where they go (the member's latest is offered for next time) and,
 * once shipped, the carrier and tracking number; a virtual product carries its code. `requestKey` is the client's key
 * for one intended exchange: a double tap or a retried request exchanges once.
 */
export const exchanges = pgTable(
  'exchanges',
  {
    exchangeId: integer('exchange_id').primaryKey().generatedAlwaysAsIdentity({ startWith: 771_001 }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    uid: integer('uid')
      .notNull()
      .references(() => members.uid, { onDelete: 'cascade' }),
    /** the points paid, as the price was then */
    price: integer('price').notNull(),
    state: integer('state').$type<ExchangeState>().notNull(),
    code: text('code'),
    receiverName: text('receiver_name'),
    receiverPhone: text('receiver_phone'),
    receiverAddress: text('receiver_address'),
    carrier: text('carrier'),
    trackingNo: text('tracking_no'),
    shippedAt: bigint('shipped_at', { mode: 'number' }),
    requestKey: text('request_key'),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [
    // the member's limit counts their exchanges of the product since the period began
    index('exchanges_member_product').on(t.uid, t.productId, t.createdAt),
    index('exchanges_member').on(t.uid, t.createdAt),
    // the newsroom's list of goods to ship, oldest first
    index('exchanges_state').on(t.state, t.createdAt),
    uniqueIndex('exchanges_request_key').on(t.uid, t.requestKey),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type ExchangeRow = typeof exchanges.$inferSelect;
