import { desc } from 'drizzle-orm';
import { z } from 'zod';
import { operation } from '../../context.ts';
import { products } from '../../db/schema/index.ts';
import { MAX_PAGE, optionalIntParam } from '../../validation.ts';
import { pageOf } from '../paging.ts';
import { PRODUCT_PAGE } from './read.ts';
import { productItem } from './wire.ts';

/**
 * `productList` (this edition's, the 积分商城 list): every product, newest first, 20 a page (`page` 0-based), each
 * with its state now; `hasMore` when another page follows. The same for every reader, so answered from memory.
 */
export const productList = operation({
  name: 'productList',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({ page: optionalIntParam('page', 0, MAX_PAGE, 0) }),
  async handle(ctx, input) {
    const { rows, hasMore } = await pageOf(
      (limit, offset) =>
        ctx.db
          .select()
          .from(products)
          .orderBy(desc(products.publishedAt), desc(products.productId))
          .limit(limit)
          .offset(offset),
      input.page,
      PRODUCT_PAGE,
    );
    const sizes = await ctx.articles.imageSizes(rows.flatMap((p) => p.pictureRefs.slice(0, 1)));
    const now = ctx.clock.now();
    return { list: rows.map((p) => productItem(ctx.publicUrl, p, now, sizes)), hasMore };
  },
});
