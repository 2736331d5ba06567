import { z } from 'zod';
import { operation } from '../../context.ts';
import { intParam, MAX_ID } from '../../validation.ts';
import { picUrl } from '../../wire.ts';
import { readerOf } from '../subscription/member.ts';
import { circleById, keepersOf, mayPost, membershipOf, noticesOf } from './read.ts';
import { circleItem, memberWire, noticeItem } from './wire.ts';

/**
 * `circleDetail` (spec §7 "circle detail", §5 needs `id`: `circleID`, and `userID` for the reader's standing): the
 * circle, its keepers, its notices (`noticeList`, spec §3 Circle: pinned first, then newest, at most 5) and with
 * `userID` the reader's `member` standing; an unknown id is `data:"empty"`. A private circle's page is public; its
 * posts are its members' (circlePostList).
 */
export const circleDetail = operation({
  name: 'circleDetail',
  method: 'GET',
  access: 'token',
  input: z.object({
    circleID: intParam('circleID', 1, MAX_ID),
    userID: intParam('userID', 1, MAX_ID).optional(),
  }),
  async handle(ctx, input, caller) {
    const uid = readerOf(input.userID, caller);
    const circle = await circleById(ctx.db, input.circleID);
    if (!circle) return 'empty';
    const [keepers, notices, membership] = await Promise.all([
      keepersOf(ctx.db, circle.circleId),
      noticesOf(ctx.db, circle.circleId, 5),
      membershipOf(ctx.db, circle.circleId, uid),
    ]);
    return {
      ...circleItem(ctx, circle),
      keepers: keepers.map((k) => ({
        userID: k.uid,
        nickname: k.nickname,
        head: picUrl(ctx.publicUrl, k.headRef),
      })),
      noticeList: notices.map(noticeItem),
      member: memberWire(membership, mayPost(circle, membership)),
    };
  },
});
