import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { operation } from '../../context.ts';
import { askQuestions, QUESTION_STATUS } from '../../db/schema/index.ts';
import { badInput, PublisherError, STATUS } from '../../envelope.ts';
import { admitNew } from '../../moderation/admit-new.ts';
import { refusalOf } from '../../moderation/refusal.ts';
import { intParam, MAX_ID } from '../../validation.ts';
import { uploadedPictures } from '../comments/upload.ts';
import { normaliseComment } from '../comments/text.ts';
import { nicknameOf, requestKeyField } from '../reader-fields.ts';
import { ownId } from '../subscription/member.ts';
import { topicById } from './read.ts';
import { askPictureUrl } from './wire.ts';

/** A question's most characters, and its most pictures. */
export const QUESTION_MAX_CHARS = 500;
export const MAX_QUESTION_PICS = 9;
/** Questions per member and minute: a person asking, even several, stays well inside. */
const QUESTIONS_PER_MINUTE = 5;

/**
 * `ask` (POST, member; Founder's `siteID, userID, userName, pic, question, subjectID, topic, longitude, latitude,
 * location, device`) → `true`. `pic`: comma-separated ids of the member's finished picture uploads (the upload
 * service), at most 9; `question` plain text, 1–500 characters, through the moderation pipeline (kind `question`);
 * `location` only when the reader gave it. The name shown is the member's own nickname, never `userName` as sent.
 * A question is public only once answered: until then its asker sees it in myQuestion. `requestKey` (ours): the same
 * key again asks nothing more. A topic closed to questions refuses (409).
 */
export const ask = operation({
  name: 'ask',
  method: 'POST',
  access: 'member',
  bodyLimit: 256 * 1024,
  input: z.object({
    userID: intParam('userID', 1, MAX_ID),
    subjectID: intParam('subjectID', 1, MAX_ID),
    question: z.string().max(20_000, '问题内容过长').optional().default(''),
    pic: z
      .string()
      .regex(/^(\d{1,10})(,\d{1,10}){0,8}$/, `图片最多${MAX_QUESTION_PICS}张`)
      .optional()
      .or(z.literal('')),
    location: z.string().max(100, '位置过长').optional().default(''),
    requestKey: requestKeyField(),
  }),
  async handle(ctx, input, caller) {
    const uid = ownId(input, caller);
    if (input.requestKey) {
      const [earlier] = await ctx.db
        .select({ id: askQuestions.id })
        .from(askQuestions)
        .where(and(eq(askQuestions.uid, uid), eq(askQuestions.requestKey, input.requestKey)))
        .limit(1);
      if (earlier) return { value: 'true', fileId: earlier.id };
    }
    const topic = await topicById(ctx.db, input.subjectID);
    if (!topic) throw new PublisherError(404, STATUS.error, '话题不存在');
    if (topic.questionClosed) throw new PublisherError(409, STATUS.error, '该话题已停止提问');
    const pics = input.pic ? await uploadedPictures(ctx, uid, input.pic.split(',').map(Number)) : [];
    if (!pics) throw badInput('图片已失效，请重新上传');
    const item = {
      kind: 'question' as const,
      uid,
      content: normaliseComment(input.question),
      pics: pics.map((ref) => askPictureUrl(ctx, ref)),
      maxChars: QUESTION_MAX_CHARS,
      noun: '问题',
      areaMode: 'post' as const,
    };
    const decision = await ctx.moderation.decide(item);
    if (decision.outcome === 'refuse') throw refusalOf(decision, '提问失败');
    if (!ctx.limiter.hit(`ask:${uid}`, QUESTIONS_PER_MINUTE, 60_000))
      throw new PublisherError(429, STATUS.error, '提问太频繁，请稍后再试');
    const userName = await nicknameOf(ctx, uid);
    const id = await admitNew(
      ctx,
      item,
      decision,
      async (tx, publish) => {
        const [row] = await tx
          .insert(askQuestions)
          .values({
            topicId: topic.topicId,
            uid,
            userName,
            content: item.content,
            pics,
            location: input.location.trim().slice(0, 100),
            status: publish ? QUESTION_STATUS.admitted : QUESTION_STATUS.held,
            answer: null,
            answerPics: [],
            answeredAt: null,
            countPraise: 0,
            createdAt: ctx.clock.now(),
            requestKey: input.requestKey ?? null,
          })
          .returning({ id: askQuestions.id });
        return row!.id;
      },
      '提问失败',
    );
    ctx.changes.notify();
    return { value: 'true', fileId: id };
  },
});
