import { z } from 'zod';
import { BASIC_FORM, RICH_FORM } from '../../seed/activity.ts';
import { ID_RANGES } from '../../seed/areas.ts';
import { badInput } from '../../envelope.ts';
import { MAX_ID } from '../../validation.ts';
import { intField, nameField, testHook } from '../test-hook.ts';

const DAY = 86_400_000;

/** The sign-up window and the activity's own dates for each phase a test may ask for, around `now`. */
export function phaseTimes(phase: 'notStarted' | 'open' | 'signEnded' | 'ended', now: number) {
  switch (phase) {
    case 'notStarted':
      return {
        signStartAt: now + DAY,
        signEndAt: now + 5 * DAY,
        startAt: now + 6 * DAY,
        endAt: now + 7 * DAY,
      };
    case 'open':
      return {
        signStartAt: now - DAY,
        signEndAt: now + 5 * DAY,
        startAt: now + 6 * DAY,
        endAt: now + 7 * DAY,
      };
    case 'signEnded':
      return { signStartAt: now - 5 * DAY, signEndAt: now - DAY, startAt: now - DAY, endAt: now + DAY };
    case 'ended':
      return {
        signStartAt: now - 9 * DAY,
        signEndAt: now - 7 * DAY,
        startAt: now - 6 * DAY,
        endAt: now - 5 * DAY,
      };
  }
}

/**
 * `POST /app_if/test/activity` `{title, phase?, quota?, form?, verifiers?, catId?}` → `{fileId}`: an activity published
 * now, filed under `catId` (an existing category; the first by default).
 * `phase` (default open): notStarted, open (sign-up open), signEnded (running, sign-up closed), ended. `quota` 0 (the
 * default) is unlimited. `form`: basic (name and phone, the default) or rich (every kind of field). `verifiers`: the
 * members who may write its vouchers off, by shop.
 */
export const createActivity = testHook({
  name: 'activity',
  input: z.object({
    title: nameField('title', 200),
    phase: z.enum(['notStarted', 'open', 'signEnded', 'ended']).optional(),
    quota: intField('quota', 0, 100_000).optional(),
    form: z.enum(['basic', 'rich']).optional(),
    content: z.string().max(30_000, 'content 过长').optional(),
    catId: intField('catId', 1, MAX_ID).optional(),
    verifiers: z
      .array(
        z.object({ shopSite: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/), uid: intField('uid', 1, MAX_ID) }),
      )
      .max(20)
      .optional(),
  }),
  async handle(ctx, input) {
    const now = ctx.clock.now();
    const catId = input.catId ?? ID_RANGES.activity.catId.first;
    if (!(await ctx.activities.cats()).some((c) => c.catId === catId))
      throw badInput(`活动分类 ${catId} 不存在`);
    const fileId = await ctx.activities.insert({
      catId,
      title: input.title,
      abstract: '测试活动摘要',
      content: input.content ?? '<p>测试活动正文。</p>',
      organizer: '青岚日报社',
      place: '青岚日报社一楼报告厅',
      bannerRef: null,
      publishedAt: now,
      ...phaseTimes(input.phase ?? 'open', now),
      quota: input.quota ?? 0,
      signForm: input.form === 'rich' ? RICH_FORM : BASIC_FORM,
      verifiers: input.verifiers ?? [],
    });
    return { fileId };
  },
});

export const activityTestHooks = [createActivity];
