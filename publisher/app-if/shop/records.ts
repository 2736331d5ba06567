import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { operation } from '../../context.ts';
import { exchanges, products } from '../../db/schema/index.ts';
import { MAX_PAGE, optionalIntParam } from '../../validation.ts';
import { ownId, userIdParam } from '../subscription/member.ts';
import { exchangeWire } from './wire.ts';

export const EXCHANGE_PAGE = 20;

/**
 * `myExchangeList` (member; this edition's, the exchange records on 积分明细): the member's own exchanges, newest
 * first, 20 a page (`page` 0-based), each with its state (0 waiting to ship, 1 shipped with carrier and tracking
 * number, 2 a virtual product's code issued) and its code or parcel.
 */
export const myExchangeList = operation({
  name: 'myExchangeList',
  method: 'GET',
  access: 'member',
  input: z.object({ userID: userIdParam, page: optionalIntParam('page', 0, MAX_PAGE, 0) }),
  async handle(ctx, input, caller) {
    const uid = ownId(input, caller);
    const rows = await ctx.db
      .select({ exchange: exchanges, product: products })
      .from(exchanges)
      .innerJoin(products, eq(products.productId, exchanges.productId))
      .where(eq(exchanges.uid, uid))
      .orderBy(desc(exchanges.createdAt), desc(exchanges.exchangeId))
      .limit(EXCHANGE_PAGE)
      .offset(input.page * EXCHANGE_PAGE);
    return { list: rows.map((r) => exchangeWire(ctx.publicUrl, r.exchange, r.product)) };
  },
});
