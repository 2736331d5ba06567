import { z } from 'zod';
import { MAX_PAGE } from '../validation.ts';
import { fieldKey, html, pathId, pictureRef, repeatedKey, storedPictures, text, time } from './fields.ts';
import { EditorError, editorRoute } from './route.ts';

/** Options in one vote at most: the demo's largest has 500, the page reads them 20 at a time. */
const MAX_OPTIONS = 2_000;

const newVote = z
  .object({
    title: text('title', 200, 1),
    content: html('content').default(''),
    organizer: text('organizer', 100).default(''),
    headImage: pictureRef('headImage').optional(),
    startTime: time('startTime'),
    endTime: time('endTime'),
    dayLimit: z.number({ error: 'dayLimit is a whole number' }).int().min(0).max(1_000).default(3),
    optionDayLimit: z
      .number({ error: 'optionDayLimit is a whole number' })
      .int()
      .min(0)
      .max(1_000)
      .default(0),
    userInfo: z
      .array(
        z.object({
          key: fieldKey,
          title: text('title', 40, 1),
          type: z.enum(['text', 'phone', 'idcard'], { error: 'type is text, phone or idcard' }),
          required: z.boolean().default(true),
        }),
      )
      .max(10, 'userInfo: at most 10 fields')
      .default([]),
    themes: z
      .array(
        z.object({
          name: text('name', 40, 1),
          options: z
            .array(
              z.object({
                name: text('name', 100, 1),
                pic: pictureRef('pic').optional(),
                intro: html('intro').default(''),
              }),
            )
            .min(1, 'themes: each needs at least one option'),
        }),
      )
      .min(1, 'themes: at least one')
      .max(10, 'themes: at most 10'),
  })
  .refine((v) => v.startTime < v.endTime, { message: 'endTime is before startTime' })
  .refine((v) => v.themes.reduce((n, t) => n + t.options.length, 0) <= MAX_OPTIONS, {
    message: `themes: at most ${MAX_OPTIONS} options in all`,
  });

/** The organiser's votes (docs/editor-api.md, "Activities and votes"): create one with its tabs and options, read its log. */
export const voteRoutes = [
  editorRoute({
    method: 'POST',
    path: 'votes',
    status: 201,
    input: newVote,
    async handle(ctx, input) {
      const repeated = repeatedKey(input.userInfo);
      if (repeated) throw new EditorError(400, `userInfo: the key ${repeated} is used twice`);
      await storedPictures(ctx, [
        input.headImage,
        ...input.themes.flatMap((t) => t.options.map((o) => o.pic)),
      ]);
      const { voteId } = await ctx.votes.insert({
        title: input.title,
        content: input.content,
        organizer: input.organizer,
        headImageRef: input.headImage ?? null,
        publishedAt: ctx.clock.now(),
        startAt: input.startTime,
        endAt: input.endTime,
        dayLimit: input.dayLimit,
        optionDayLimit: input.optionDayLimit,
        userInfoRule: input.userInfo,
        themes: input.themes.map((t) => ({
          name: t.name,
          options: t.options.map((o) => ({ name: o.name, picRef: o.pic ?? null, intro: o.intro })),
        })),
      });
      return { id: voteId };
    },
  }),
  editorRoute({
    method: 'GET',
    path: 'votes/:id/logs',
    input: z.object({
      page: z.coerce
        .number({ error: 'page is a whole number' })
        .int('page is a whole number')
        .min(0, 'page is 0 or more')
        .max(MAX_PAGE)
        .default(0),
    }),
    async handle(ctx, input, params) {
      const id = pathId(params, 'vote');
      if (!(await ctx.votes.vote(id))) throw new EditorError(404, 'no such vote');
      const logs = await ctx.votes.logs(id, input.page);
      return {
        list: logs.map((l) => ({ ...l, createdAt: new Date(l.createdAt).toISOString() })),
        page: input.page,
      };
    },
  }),
];
