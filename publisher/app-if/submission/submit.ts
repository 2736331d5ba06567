import { z } from 'zod';
import { operation } from '../../context.ts';
import { submissions, type SubmissionRow } from '../../db/schema/index.ts';
import { badInput, PublisherError, STATUS } from '../../envelope.ts';
import { admit } from '../../moderation/admit.ts';
import { refusalOf } from '../../moderation/refusal.ts';
import { sentFiles, uploadIdList } from '../../uploads/sent-files.ts';
import { publicUrlOf } from '../../uploads/store.ts';
import { intParam, MAX_ID } from '../../validation.ts';
import { contactPhone, readerWords } from '../reader-fields.ts';
import { ownId, userIdParam } from '../subscription/member.ts';
import { callById, callStatus, submissionById, submissionByKey } from './store.ts';

export const SUBMISSION_LIMITS = { title: 60, content: 10_000, authorName: 30, files: 20 } as const;
/** Submissions a member sends an hour, to all calls together. */
export const SUBMISSIONS_PER_HOUR = 10;

/**
 * `submitArticle` (POST form, member; this edition's 投稿): `callID`, `title`, `content` (plain text), `authorName`
 * (as it should be printed), `contactNo` (the newsroom's only), `files` (comma-separated ids of the member's
 * finished uploads, any kind, at most 20), `requestKey`. Only while the call is open (409 未开始 / 已截止). The text
 * goes through the moderation pipeline (kind `submission`). Answers `{value:"true", id, status}`.
 */
export const submitArticle = operation({
  name: 'submitArticle',
  method: 'POST',
  access: 'member',
  bodyLimit: 256 * 1024,
  input: z.object({
    userID: userIdParam,
    callID: intParam('callID', 1, MAX_ID),
    title: readerWords('标题', SUBMISSION_LIMITS.title, true),
    content: readerWords('正文', SUBMISSION_LIMITS.content, true),
    authorName: readerWords('作者署名', SUBMISSION_LIMITS.authorName, true),
    contactNo: contactPhone(),
    files: z
      .string()
      .optional()
      .default('')
      .refine(
        (v) => v === '' || uploadIdList(SUBMISSION_LIMITS.files).test(v),
        `附件最多${SUBMISSION_LIMITS.files}个`,
      )
      .transform((v) => (v ? v.split(',').map(Number) : [])),
    requestKey: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, 'requestKey 格式不正确')
      .optional(),
  }),
  async handle(ctx, input, caller) {
    const uid = ownId(input, caller);
    // a new submission waits for the newsroom's review (待审核), whatever the moderation made of it
    const answer = (s: SubmissionRow) => ({ value: 'true', id: s.id, status: 0 });
    if (input.requestKey) {
      const earlier = await submissionByKey(ctx.db, uid, input.requestKey);
      if (earlier) return answer(earlier);
    }
    const call = await callById(ctx.db, input.callID);
    if (!call) throw new PublisherError(404, STATUS.error, '征稿不存在');
    const status = callStatus(call, ctx.clock.now());
    if (status === 0) throw new PublisherError(409, STATUS.error, '征稿尚未开始');
    if (status === 2) throw new PublisherError(409, STATUS.error, '征稿已截止');
    const files = await sentFiles(ctx, uid, input.files);
    if (!files) throw badInput('附件已失效，请重新上传');
    const item = {
      kind: 'submission' as const,
      uid,
      content: `${input.title}\n${input.content}`,
      pics: files.map((f) => publicUrlOf(ctx.uploads.store, f.key)),
      maxChars: SUBMISSION_LIMITS.title + SUBMISSION_LIMITS.content + 1,
      noun: '投稿',
      // the newsroom reviews every submission anyway: the pipeline only keeps out what its rules refuse or hold
      areaMode: 'post' as const,
    };
    const decision = await ctx.moderation.decide(item);
    if (decision.outcome === 'refuse') throw refusalOf(decision, '投稿失败');
    if (!ctx.limiter.hit(`submission:${uid}`, SUBMISSIONS_PER_HOUR, 3_600_000))
      throw new PublisherError(429, STATUS.error, '投稿太频繁，请稍后再试');
    const admitted = await admit(ctx, item, decision, async (publish) => {
      const [row] = await ctx.db
        .insert(submissions)
        .values({
          callId: call.callId,
          uid,
          title: input.title,
          content: input.content,
          authorName: input.authorName,
          contactNo: input.contactNo,
          files,
          review: publish ? 'clear' : 'held',
          state: 'pending',
          reason: '',
          createdAt: ctx.clock.now(),
          requestKey: input.requestKey ?? null,
        })
        .onConflictDoNothing()
        .returning({ id: submissions.id });
      return row?.id ?? (await submissionByKey(ctx.db, uid, input.requestKey!))!.id;
    });
    if (admitted.decision.outcome === 'refuse') throw refusalOf(admitted.decision, '投稿失败');
    return answer((await submissionById(ctx.db, admitted.id))!);
  },
});
