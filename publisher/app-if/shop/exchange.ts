import { z } from 'zod';
import { operation } from '../../context.ts';
import { PublisherError, STATUS } from '../../envelope.ts';
import { intParam, MAX_ID } from '../../validation.ts';
import { ownId, userIdParam } from '../subscription/member.ts';
import { exchangeOnce } from './exchange-once.ts';
import { productById } from './read.ts';
import { readReceiver } from './receiver.ts';
import { refuseExchange } from './refusals.ts';
import { EXCHANGE_STATUS, exchangeStatus } from './status.ts';
import { exchangeWire } from './wire.ts';

const text = (max: number) => z.string().max(max, '内容过长').optional();

/**
 * `productExchange` (POST, member; this edition's, spending points as amuc's `event/convert` does): one item of
 * `productID` for `userID` (the caller), with `requestKey`, the client's key for this one exchange, and for goods
 * `name`, `phone`, `address`. Refused with its own status and words (refusals.ts): not started, ended, sold out, over
 * the member's limit, too few points; nothing is written then (exchange-once.ts). Answers `{value:"true", exchange,
 * score}`: the record (a virtual product's code in it at once) and the points left, a string as amuc sends them.
 */
export const productExchange = operation({
  name: 'productExchange',
  method: 'POST',
  access: 'member',
  input: z.object({
    productID: intParam('productID', 1, MAX_ID),
    userID: userIdParam,
    requestKey: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, 'requestKey 格式不正确')
      .optional(),
    name: text(100),
    phone: text(40),
    address: text(500),
  }),
  async handle(ctx, input, caller) {
    const uid = ownId(input, caller);
    const product = await productById(ctx.db, input.productID);
    if (!product) throw new PublisherError(404, STATUS.error, '商品不存在');
    const now = ctx.clock.now();
    const status = exchangeStatus(product, now);
    if (status === EXCHANGE_STATUS.notStarted) throw refuseExchange('notStarted');
    if (status === EXCHANGE_STATUS.ended) throw refuseExchange('ended');
    const result = await exchangeOnce(ctx.db, {
      uid,
      product,
      now,
      requestKey: input.requestKey ?? null,
      receiver: product.kind === 'goods' ? readReceiver(input) : null,
    });
    if (typeof result === 'string') throw refuseExchange(result);
    return {
      value: 'true',
      exchange: exchangeWire(ctx.publicUrl, result.row, product),
      score: String(result.score),
    };
  },
});
