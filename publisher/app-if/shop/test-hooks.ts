import { z } from 'zod';
import { intField, nameField, testHook } from '../test-hook.ts';
import { insertProduct } from './insert.ts';

const DAY = 86_400_000;

/** Where the exchange window stands now: opened yesterday, opens tomorrow, or closed yesterday. */
const WINDOWS = {
  notStarted: [DAY, 30 * DAY],
  open: [-DAY, 30 * DAY],
  ended: [-30 * DAY, -DAY],
} as const;

/**
 * `POST /app_if/test/product` `{title, type?, price?, stock?, limitCount?, limitPeriod?, phase?, pictures?, content?}`
 * → `{productId}`: a product published now (goods, 100 points, 10 left, no limit, open, one of the stored
 * pictures, unless said otherwise).
 */
export const createProduct = testHook({
  name: 'product',
  input: z.object({
    title: nameField('title', 100),
    type: z.enum(['goods', 'virtual']).default('goods'),
    price: intField('price', 1, 1_000_000).default(100),
    stock: intField('stock', 0, 1_000_000).default(10),
    limitCount: intField('limitCount', 0, 1_000).default(0),
    limitPeriod: z.enum(['day', 'week', 'month', 'once']).default('once'),
    phase: z.enum(['notStarted', 'open', 'ended']).default('open'),
    pictures: intField('pictures', 0, 9).default(1),
    content: z.string().max(30_000).default('<p>测试商品说明</p>'),
  }),
  async handle(ctx, input) {
    const now = ctx.clock.now();
    const [opens, closes] = WINDOWS[input.phase];
    const productId = await insertProduct(ctx.db, {
      title: input.title,
      content: input.content,
      pictureRefs: await ctx.articles.storedPictures(input.pictures),
      price: input.price,
      stock: input.stock,
      kind: input.type,
      limitCount: input.limitCount,
      limitPeriod: input.limitPeriod,
      startAt: now + opens,
      endAt: now + closes,
      publishedAt: now,
    });
    ctx.changes.notify();
    return { productId };
  },
});

export const shopTestHooks = [createProduct];
