import { z } from 'zod';
import { operation, type Caller } from '../../context.ts';
import { PublisherError, STATUS } from '../../envelope.ts';
import { intParam, MAX_ID } from '../../validation.ts';
import { memberStanding, productById } from './read.ts';
import { productDetailWire } from './wire.ts';

/** A member reads only their own standing; a member whose sign-in ran out hears so (10102) and signs in again. */
function ownStanding(userID: number, caller: Caller): void {
  if (caller.uid === null) throw new PublisherError(200, STATUS.memberExpired, '登录已过期，请重新登录');
  if (caller.uid !== userID) throw new PublisherError(403, STATUS.error, '只能查看自己的积分');
}

/**
 * `productDetail` (this edition's, productDetail.html): the product with its pictures, description, price, stock, limit
 * and window; an unknown id is `data:"empty"`. With `userID` (the caller's own, signed in) it adds `member`: their
 * points, how many more they may exchange and their last shipping details (memberStanding).
 */
export const productDetail = operation({
  name: 'productDetail',
  method: 'GET',
  access: 'token',
  input: z.object({
    productID: intParam('productID', 1, MAX_ID),
    userID: intParam('userID', 1, MAX_ID).optional(),
  }),
  async handle(ctx, input, caller) {
    if (input.userID !== undefined) ownStanding(input.userID, caller);
    const p = await productById(ctx.db, input.productID);
    if (!p) return 'empty';
    const now = ctx.clock.now();
    const detail = productDetailWire(ctx.publicUrl, p, now, await ctx.articles.imageSizes(p.pictureRefs));
    return input.userID === undefined
      ? detail
      : { ...detail, member: await memberStanding(ctx.db, input.userID, p, now) };
  },
});
