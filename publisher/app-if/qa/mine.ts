import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { operation, type PublisherContext } from '../../context.ts';
import { INQUIRY_STATUS, qaInquiries } from '../../db/schema/index.ts';
import { PublisherError, STATUS, badInput } from '../../envelope.ts';
import { intParam, MAX_ID, MAX_PAGE, optionalIntParam } from '../../validation.ts';
import { normaliseComment } from '../comments/text.ts';
import { ownId, userIdParam } from '../subscription/member.ts';
import { loadNames } from './names.ts';
import { inquiriesOf, inquiryById, stepsOf } from './read.ts';
import { addStep } from './steps.ts';
import { inquiryWire } from './wire.ts';

/**
 * `myQA` (member, `userID&page`, `fileId`? _(ours)_): the member's inquiries, newest first, 20 a page, as qaDetail
 * sends them (every step with its date) with `review` 1 while moderation holds one, `rejected` 1 when it refused it.
 * With `fileId`, that one alone if it is theirs (the inquiry's page before it is public): `list` empty otherwise.
 */
export const myQA = operation({
  name: 'myQA',
  method: 'GET',
  access: 'member',
  input: z.object({
    userID: userIdParam,
    page: optionalIntParam('page', 0, MAX_PAGE, 0),
    fileId: optionalIntParam('fileId', 0, MAX_ID, 0),
  }),
  async handle(ctx, input, caller) {
    const uid = ownId(input, caller);
    const [rows, names] = await Promise.all([
      inquiriesOf(ctx.db, uid, input.page, input.fileId || undefined),
      loadNames(ctx),
    ]);
    const list = await Promise.all(
      rows.map(async (q) => ({
        ...inquiryWire(ctx, q, await stepsOf(ctx.db, q.id), names, 0),
        review: q.status === INQUIRY_STATUS.held ? 1 : 0,
        rejected: q.status === INQUIRY_STATUS.rejected ? 1 : 0,
      })),
    );
    return { list };
  },
});

/** The member's own inquiry, public, with a reply: what a follow-up or a rating needs. */
async function ownReplied(ctx: PublisherContext, uid: number, id: number) {
  const q = await inquiryById(ctx.db, id);
  if (!q || q.uid !== uid) throw new PublisherError(404, STATUS.error, '问政不存在');
  const steps = await stepsOf(ctx.db, id);
  if (!steps.some((s) => s.step === 'replied'))
    throw new PublisherError(409, STATUS.error, '部门回复后才能追问或评价');
  return { q, steps };
}

/**
 * `qaFollowUp` _(ours)_ (POST, member, `userID, fileId, content`): the asker's one follow-up question after a reply;
 * it reopens the inquiry for the department (step followUp). A second one answers 409.
 */
export const qaFollowUp = operation({
  name: 'qaFollowUp',
  method: 'POST',
  access: 'member',
  input: z.object({
    userID: userIdParam,
    fileId: intParam('fileId', 1, MAX_ID),
    content: z.string().max(4_000, '追问过长').optional().default(''),
  }),
  async handle(ctx, input, caller) {
    const uid = ownId(input, caller);
    const { q, steps } = await ownReplied(ctx, uid, input.fileId);
    if (steps.some((s) => s.step === 'followUp'))
      throw new PublisherError(409, STATUS.error, '每条问政只能追问一次');
    const content = normaliseComment(input.content);
    if (!content) throw badInput('请填写追问内容');
    if ([...content].length > 500) throw badInput('追问不能超过500字');
    const decision = await ctx.moderation.decide({
      kind: 'inquiry',
      uid,
      content,
      pics: [],
      maxChars: 500,
      noun: '追问',
    });
    if (decision.outcome === 'refuse')
      throw new PublisherError(400, STATUS.error, decision.message ?? '追问失败');
    await addStep(ctx, q, 'followUp', { content, departmentId: q.departmentId });
    return { value: 'true' };
  },
});

/** `qaRate` _(ours)_ (POST, member, `userID, fileId, rating` 1–5, `comment`?): the asker's satisfaction, once, after a reply. */
export const qaRate = operation({
  name: 'qaRate',
  method: 'POST',
  access: 'member',
  input: z.object({
    userID: userIdParam,
    fileId: intParam('fileId', 1, MAX_ID),
    rating: intParam('rating', 1, 5),
    comment: z.string().max(800, '评价过长').optional().default(''),
  }),
  async handle(ctx, input, caller) {
    const uid = ownId(input, caller);
    const { q } = await ownReplied(ctx, uid, input.fileId);
    if (q.rating !== null) throw new PublisherError(409, STATUS.error, '已经评价过了');
    const comment = normaliseComment(input.comment);
    if ([...comment].length > 200) throw badInput('评价不能超过200字');
    // one conditional update: of two ratings racing, the first stands
    const updated = await ctx.db
      .update(qaInquiries)
      .set({ rating: input.rating, ratingComment: comment })
      .where(and(eq(qaInquiries.id, q.id), isNull(qaInquiries.rating)))
      .returning({ id: qaInquiries.id });
    if (updated.length === 0) throw new PublisherError(409, STATUS.error, '已经评价过了');
    ctx.changes.notify();
    return { value: 'true', rating: input.rating };
  },
});
