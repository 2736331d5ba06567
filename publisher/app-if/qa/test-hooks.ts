import { z } from 'zod';
import { INQUIRY_STATUS, qaInquiries, qaSteps } from '../../db/schema/index.ts';
import { ID_RANGES } from '../../seed/areas.ts';
import { intField, nameField, testHook } from '../test-hook.ts';
import { inquiryById } from './read.ts';
import { addStep } from './steps.ts';

/**
 * `POST /app_if/test/qaInquiry` `{title, content?, departmentId?, accepted?, replied?, uid?}` → `{id}`: an inquiry
 * submitted now (by nobody's member id 0 unless `uid`), accepted and replied to by its department when asked.
 */
export const createQaInquiry = testHook({
  name: 'qaInquiry',
  input: z.object({
    title: nameField('title', 50),
    content: nameField('content', 2000).default('测试问政内容'),
    departmentId: intField('departmentId', 1, 2_147_483_647).default(ID_RANGES.qa.departmentId.first),
    uid: intField('uid', 0, 2_147_483_647).default(0),
    accepted: z.boolean().default(true),
    replied: z.boolean().default(false),
  }),
  async handle(ctx, input) {
    const now = ctx.clock.now();
    const [row] = await ctx.db
      .insert(qaInquiries)
      .values({
        uid: input.uid,
        userName: '测试网友',
        realName: '测试',
        phone: '13800000001',
        title: input.title,
        content: input.content,
        categoryId: ID_RANGES.qa.choiceId.first,
        regionId: ID_RANGES.qa.choiceId.first + 100,
        departmentId: input.departmentId,
        location: '',
        pics: [],
        videos: [],
        audios: [],
        status: INQUIRY_STATUS.admitted,
        step: 'submitted',
        rating: null,
        ratingComment: '',
        countPraise: 0,
        createdAt: now,
        requestKey: null,
      })
      .returning({ id: qaInquiries.id });
    const id = row!.id;
    await ctx.db
      .insert(qaSteps)
      .values({ inquiryId: id, step: 'submitted', at: now, departmentId: 0, content: '', pics: [] });
    if (input.accepted || input.replied) await addStep(ctx, (await inquiryById(ctx.db, id))!, 'accepted');
    if (input.replied) {
      await addStep(ctx, (await inquiryById(ctx.db, id))!, 'passed', { departmentId: input.departmentId });
      await addStep(ctx, (await inquiryById(ctx.db, id))!, 'replied', { content: '测试部门回复' });
    }
    ctx.changes.notify();
    return { id };
  },
});

export const qaTestHooks = [createQaInquiry];
