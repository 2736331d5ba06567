import { z } from 'zod';
import { operation } from '../../context.ts';
import { rejectionReasons } from '../../moderation/cases.ts';
import { intParam, MAX_ID } from '../../validation.ts';
import { ownId, userIdParam } from '../subscription/member.ts';
import { readableBy, tipoffById, tipoffsOf } from './store.ts';
import { tipoffItem, tipoffWire } from './wire.ts';

/**
 * `tipoffContent?docID&siteID` (Founder's; `userID` the signed-in member's own, optional): the tip-off for its
 * author, or for anyone once the newsroom published it; `data:"empty"` otherwise, as for an id that never was, so a
 * stranger learns nothing of another member's tip-off.
 */
export const tipoffContent = operation({
  name: 'tipoffContent',
  method: 'GET',
  access: 'token',
  input: z.object({ docID: intParam('docID', 1, MAX_ID), userID: userIdParam.optional() }),
  async handle(ctx, input, caller) {
    const uid = input.userID === undefined ? null : ownId({ userID: input.userID }, caller);
    const t = await tipoffById(ctx.db, input.docID);
    if (!t || !readableBy(t, uid)) return 'empty';
    const reasons = t.review === 'rejected' ? await rejectionReasons(ctx.db, 'tipoff', [t.id]) : new Map();
    const article = t.articleId === null ? undefined : await ctx.articles.article(t.articleId);
    return tipoffWire(ctx, t, reasons.get(t.id) ?? '', article?.columnId ?? 0, uid === t.uid);
  },
});

/** `myTipoff?userID&siteID` (member): the member's own tip-offs, newest first, at most 100 (Founder's). */
export const myTipoff = operation({
  name: 'myTipoff',
  method: 'GET',
  access: 'member',
  input: z.object({ userID: userIdParam }),
  async handle(ctx, input, caller) {
    const rows = await tipoffsOf(ctx.db, ownId(input, caller));
    return { list: rows.map(tipoffItem) };
  },
});
