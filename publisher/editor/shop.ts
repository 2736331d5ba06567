import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { insertProduct } from '../app-if/shop/insert.ts';
import { productById } from '../app-if/shop/read.ts';
import { EXCHANGE_STATE, exchanges, products, type ProductRow } from '../db/schema/index.ts';
import { csvDocument } from './csv.ts';
import { html, pathId, pictureRef, storedPictures, text, time } from './fields.ts';
import { EditorError, EditorFile, editorRoute } from './route.ts';

const count = (name: string, max: number) =>
  z
    .number({ error: `${name} is a whole number` })
    .int(`${name} is a whole number`)
    .min(0)
    .max(max);
const limitPeriod = z.enum(['day', 'week', 'month', 'once'], {
  error: 'limitPeriod is day, week, month or once',
});

const newProduct = z
  .object({
    title: text('title', 100, 1),
    content: html('content').default(''),
    pics: z.array(pictureRef('pics')).min(1, 'pics: at least one').max(9, 'pics: at most 9'),
    score: count('score', 1_000_000).min(1, 'score is at least 1'),
    stock: count('stock', 1_000_000),
    type: z.enum(['goods', 'virtual'], { error: 'type is goods or virtual' }),
    limitCount: count('limitCount', 1_000).default(0),
    limitPeriod: limitPeriod.default('once'),
    startTime: time('startTime'),
    endTime: time('endTime'),
  })
  .refine((p) => p.startTime < p.endTime, { message: 'endTime is before startTime' });

const productChange = z
  .object({
    stock: count('stock', 1_000_000).optional(),
    limitCount: count('limitCount', 1_000).optional(),
    limitPeriod: limitPeriod.optional(),
    startTime: time('startTime').optional(),
    endTime: time('endTime').optional(),
  })
  .refine((c) => Object.values(c).some((v) => v !== undefined), { message: 'nothing to change' });

const shipment = z.object({
  carrier: text('carrier', 40, 1),
  trackingNo: z
    .string({ error: 'trackingNo is text' })
    .trim()
    .regex(/^[A-Za-z0-9-]{4,40}$/, 'trackingNo: 4–40 letters, digits and -'),
});

/** When, as the newsroom's spreadsheet and tools read it (ISO, UTC). */
const iso = (ms: number) => new Date(ms).toISOString();

const productAnswer = (p: ProductRow) => ({
  id: p.productId,
  stock: p.stock,
  limitCount: p.limitCount,
  limitPeriod: p.limitPeriod,
  startTime: iso(p.startAt),
  endTime: iso(p.endAt),
});

/**
 * The points shop's newsroom (docs/editor-api.md, "The points shop"): products created and changed (the stock left,
 * the limit, the window), the goods waiting to ship as CSV, and a parcel marked shipped with its carrier and number.
 */
export const shopRoutes = [
  editorRoute({
    method: 'POST',
    path: 'products',
    status: 201,
    input: newProduct,
    async handle(ctx, input) {
      await storedPictures(ctx, input.pics);
      const id = await insertProduct(ctx.db, {
        title: input.title,
        content: input.content,
        pictureRefs: input.pics,
        price: input.score,
        stock: input.stock,
        kind: input.type,
        limitCount: input.limitCount,
        limitPeriod: input.limitPeriod,
        startAt: input.startTime,
        endAt: input.endTime,
        publishedAt: ctx.clock.now(),
      });
      ctx.changes.notify();
      return { id };
    },
  }),
  editorRoute({
    method: 'PATCH',
    path: 'products/:id',
    input: productChange,
    async handle(ctx, input, params) {
      const id = pathId(params, 'product');
      const before = await productById(ctx.db, id);
      if (!before) throw new EditorError(404, 'no such product');
      const startAt = input.startTime ?? before.startAt;
      const endAt = input.endTime ?? before.endAt;
      if (startAt >= endAt) throw new EditorError(400, 'endTime is before startTime');
      // the stock is set to what is left now: exchanges running at once take from the new figure
      const [after] = await ctx.db
        .update(products)
        .set({
          stock: input.stock,
          limitCount: input.limitCount,
          limitPeriod: input.limitPeriod,
          startAt,
          endAt,
        })
        .where(eq(products.productId, id))
        .returning();
      ctx.changes.notify();
      return productAnswer(after!);
    },
  }),
  editorRoute({
    method: 'GET',
    path: 'exchanges.csv',
    input: z.object({
      productId: z.coerce.number({ error: 'productId is a whole number' }).int().positive().optional(),
    }),
    async handle(ctx, input) {
      const waiting = await ctx.db
        .select({ e: exchanges, title: products.title })
        .from(exchanges)
        .innerJoin(products, eq(products.productId, exchanges.productId))
        .where(
          and(
            eq(exchanges.state, EXCHANGE_STATE.toShip),
            input.productId === undefined ? undefined : eq(exchanges.productId, input.productId),
          ),
        )
        .orderBy(asc(exchanges.createdAt), asc(exchanges.exchangeId));
      const rows = [
        ['兑换编号', '商品编号', '商品', '会员ID', '收货人', '手机号', '收货地址', '积分', '兑换时间'],
        ...waiting.map(({ e, title }) => [
          e.exchangeId,
          e.productId,
          title,
          e.uid,
          e.receiverName,
          e.receiverPhone,
          e.receiverAddress,
          e.price,
          iso(e.createdAt),
        ]),
      ];
      return new EditorFile('text/csv; charset=utf-8', 'exchanges-to-ship.csv', csvDocument(rows));
    },
  }),
  editorRoute({
    method: 'POST',
    path: 'exchanges/:id/ship',
    input: shipment,
    async handle(ctx, input, params) {
      const id = pathId(params, 'exchange');
      const [shipped] = await ctx.db
        .update(exchanges)
        .set({
          state: EXCHANGE_STATE.shipped,
          carrier: input.carrier,
          trackingNo: input.trackingNo,
          shippedAt: ctx.clock.now(),
        })
        .where(and(eq(exchanges.exchangeId, id), eq(exchanges.state, EXCHANGE_STATE.toShip)))
        .returning();
      if (shipped) return { id, state: 'shipped', carrier: shipped.carrier, trackingNo: shipped.trackingNo };
      const [row] = await ctx.db.select().from(exchanges).where(eq(exchanges.exchangeId, id));
      if (!row) throw new EditorError(404, 'no such exchange');
      throw new EditorError(
        409,
        row.state === EXCHANGE_STATE.shipped ? 'already shipped' : 'a virtual product is not shipped',
      );
    },
  }),
];
