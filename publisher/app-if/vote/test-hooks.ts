import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { voteCaptchas as voteCaptchaRows } from '../../db/schema/index.ts';
import { MAX_ID } from '../../validation.ts';
import { VOTE_INFO_RULE } from '../../seed/vote.ts';
import { intField, nameField, testHook } from '../test-hook.ts';
import { CAPTCHA_LIFE_MS, codeKeyParam, newCaptchaAnswer } from './captcha.ts';

const DAY = 86_400_000;

/**
 * `POST /app_if/test/vote` `{title, phase?, themes?, perTheme?, dayLimit?, optionDayLimit?, userInfo?, counts?}` →
 * `{voteId, themeIds, optionIds}`: a vote published now. `phase` open (the default), notBegun or ended; `themes`
 * tabs (default 2) of `perTheme` options each (default 3), named 选项1…; limits default 3 a day and 2 per option;
 * `userInfo` false: no user-info box; `counts` the options' tallies to start from, in order (the rest 0).
 */
export const createVote = testHook({
  name: 'vote',
  input: z.object({
    title: nameField('title', 200),
    phase: z.enum(['notBegun', 'open', 'ended']).optional(),
    themes: intField('themes', 1, 10).optional(),
    perTheme: intField('perTheme', 0, 500).optional(),
    dayLimit: intField('dayLimit', 0, 1_000).optional(),
    optionDayLimit: intField('optionDayLimit', 0, 1_000).optional(),
    userInfo: z.boolean().optional(),
    counts: z
      .array(intField('counts', 0, 100_000_000))
      .max(500)
      .optional(),
  }),
  async handle(ctx, input) {
    const now = ctx.clock.now();
    const window =
      input.phase === 'notBegun'
        ? { startAt: now + DAY, endAt: now + 5 * DAY }
        : input.phase === 'ended'
          ? { startAt: now - 5 * DAY, endAt: now - DAY }
          : { startAt: now - DAY, endAt: now + 5 * DAY };
    const perTheme = input.perTheme ?? 3;
    let n = 0;
    const { voteId, themeIds } = await ctx.votes.insert({
      title: input.title,
      content: '<p>测试投票说明。</p>',
      organizer: '青岚日报社',
      headImageRef: null,
      publishedAt: now,
      ...window,
      dayLimit: input.dayLimit ?? 3,
      optionDayLimit: input.optionDayLimit ?? 2,
      userInfoRule: input.userInfo === false ? [] : VOTE_INFO_RULE,
      themes: Array.from({ length: input.themes ?? 2 }, (_, t) => ({
        name: `分组${t + 1}`,
        options: Array.from({ length: perTheme }, () => {
          n += 1;
          return {
            name: `选项${n}`,
            picRef: null,
            intro: `<p>选项${n}的介绍。</p>`,
            count: input.counts?.[n - 1] ?? 0,
          };
        }),
      })),
    });
    const options = await Promise.all(themeIds.map((t) => ctx.votes.options(voteId, t, 0)));
    return { voteId, themeIds, optionIds: options.flatMap((o) => o.list.map((x) => x.optionId)) };
  },
});

/**
 * `POST /app_if/test/voteCaptcha` `{codeKey}` → `{answer}`: the answer of the code the page shows under that key
 * (a browser test reads it, as a person reads the picture); a new code when there is none (the bench).
 */
export const voteCaptcha = testHook({
  name: 'voteCaptcha',
  input: z.object({ codeKey: codeKeyParam }),
  async handle(ctx, input) {
    const answer = await ctx.votes.peekCaptcha(input.codeKey);
    if (answer) return { answer };
    const fresh = newCaptchaAnswer();
    await ctx.votes.saveCaptcha(input.codeKey, fresh, ctx.clock.now() + CAPTCHA_LIFE_MS);
    return { answer: fresh };
  },
});

/**
 * `POST /app_if/test/voteCaptchas` `{count}` → `{codes: [{codeKey, answer}]}`: `count` fresh image codes with their
 * answers, stored in one insert (the bench prepares one per vote before it measures).
 */
export const voteCaptchas = testHook({
  name: 'voteCaptchas',
  input: z.object({ count: intField('count', 1, 20_000) }),
  async handle(ctx, input) {
    const expiresAt = ctx.clock.now() + CAPTCHA_LIFE_MS;
    const codes = Array.from({ length: input.count }, () => ({
      codeKey: `bench-${randomBytes(12).toString('hex')}`,
      answer: newCaptchaAnswer(),
    }));
    for (let i = 0; i < codes.length; i += 1_000)
      await ctx.db
        .insert(voteCaptchaRows)
        .values(codes.slice(i, i + 1_000).map((c) => ({ ...c, expiresAt })));
    return { codes };
  },
});

/** `POST /app_if/test/voteOption` `{optionId}` → `{count}`: an option's count as stored now (the reads are cached). */
export const voteOptionCount = testHook({
  name: 'voteOption',
  input: z.object({ optionId: intField('optionId', 1, MAX_ID) }),
  async handle(ctx, input) {
    const option = await ctx.votes.option(input.optionId);
    if (!option) throw new Error(`no option ${input.optionId}`);
    return { count: option.count };
  },
});

export const voteTestHooks = [createVote, voteCaptcha, voteCaptchas, voteOptionCount];
