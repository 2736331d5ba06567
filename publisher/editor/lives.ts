import { z } from 'zod';
import type { PublisherContext } from '../context.ts';
import { EditorError, editorRoute } from './route.ts';

const MAX_REPORT = 5_000;
const MAX_PICS = 9;

/** A stored picture ref (`images.ref`, as listed under /pic/) or an http(s) address of a picture elsewhere. */
const picture = z
  .string()
  .max(500, 'pics: an address is too long')
  .refine(
    (s) => /^https?:\/\/[^\s<>"]+$/i.test(s) || /^[\w-]+(\/[\w.-]+)+$/.test(s),
    'pics: each is a stored picture ref or an http(s) URL',
  );
const videoUrl = z
  .string()
  .max(500)
  .refine((s) => s === '' || /^https?:\/\/[^\s<>"]+$/i.test(s) || /^\/media\/[\w./-]+$/.test(s), {
    message: 'videos: addresses are http(s) URLs or /media/ paths',
  });
const content = z.string({ error: 'content is required' }).trim().min(1, 'content is empty').max(MAX_REPORT);

function liveId(params: Record<string, string>): number {
  const id = Number(params.id);
  if (!/^\d{1,9}$/.test(params.id ?? '') || id <= 0) throw new EditorError(404, 'no such live');
  return id;
}

function reportId(params: Record<string, string>): number {
  const id = Number(params.reportId);
  if (!/^\d{1,9}$/.test(params.reportId ?? '') || id <= 0) throw new EditorError(404, 'no such report');
  return id;
}

async function existingLive(ctx: PublisherContext, params: Record<string, string>): Promise<number> {
  const id = liveId(params);
  if (!(await ctx.live.live(id))) throw new EditorError(404, 'no such live');
  return id;
}

async function pictures(ctx: PublisherContext, pics: string[] | undefined): Promise<string[] | undefined> {
  if (!pics) return undefined;
  const refs = pics.filter((p) => !/^https?:/i.test(p));
  const known = await ctx.articles.imageSizes(refs);
  const unknown = refs.find((r) => !known.has(r));
  if (unknown) throw new EditorError(400, `pics: no stored picture ${unknown}`);
  return pics;
}

const found = (ok: boolean, id: number) => {
  if (!ok) throw new EditorError(404, 'no such report');
  return { id };
};

/**
 * The newsroom runs a live (docs/editor-api.md "Lives"): create it, change its status, publish, edit, pin and remove
 * reports. Every change reaches the live's readers through the socket at once, on every publisher process.
 */
export const liveRoutes = [
  editorRoute({
    method: 'POST',
    path: 'lives',
    status: 201,
    input: z.object({
      title: z
        .string({ error: 'title is required' })
        .trim()
        .min(1, 'title is empty')
        .max(200, 'title is too long'),
      startTime: z.union([z.number().int().positive(), z.iso.datetime({ offset: true })], {
        error: 'startTime is milliseconds since 1970 or an ISO date-time',
      }),
      videos: z
        .array(
          z.object({
            appLiveUrl: videoUrl.default(''),
            appPlaybackUrl: videoUrl.default(''),
            playbackUrls: z.array(videoUrl).max(4).default([]),
          }),
        )
        .max(4, 'videos: at most 4 lines')
        .default([]),
      demoVideo: z.boolean({ error: 'demoVideo is true or false' }).default(false),
    }),
    async handle(ctx, input) {
      const startTime = typeof input.startTime === 'number' ? input.startTime : Date.parse(input.startTime);
      const { title, videos, demoVideo } = input;
      return { id: await ctx.live.createLive({ title, startTime, videos, demoVideo }) };
    },
  }),
  editorRoute({
    method: 'POST',
    path: 'lives/:id/status',
    input: z.object({
      status: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'status is 0, 1 or 2' }),
    }),
    async handle(ctx, input, params) {
      const id = liveId(params);
      if (!(await ctx.live.setStatus(id, input.status))) throw new EditorError(404, 'no such live');
      return { id, status: input.status };
    },
  }),
  editorRoute({
    method: 'POST',
    path: 'lives/:id/reports',
    status: 201,
    input: z.object({
      content,
      pics: z.array(picture).max(MAX_PICS, `pics: at most ${MAX_PICS}`).optional(),
      author: z.string().trim().min(1).max(40, 'author is too long').optional(),
    }),
    async handle(ctx, input, params) {
      const id = await existingLive(ctx, params);
      const pics = (await pictures(ctx, input.pics)) ?? [];
      return {
        id: await ctx.live.addReport(id, { content: input.content, pics, author: input.author ?? '主持人' }),
      };
    },
  }),
  editorRoute({
    method: 'PATCH',
    path: 'lives/:id/reports/:reportId',
    input: z
      .object({ content: content.optional(), pics: z.array(picture).max(MAX_PICS).optional() })
      .refine((b) => b.content !== undefined || b.pics !== undefined, 'send content or pics'),
    async handle(ctx, input, params) {
      const [id, report] = [liveId(params), reportId(params)];
      const pics = await pictures(ctx, input.pics);
      const change = {
        ...(input.content !== undefined ? { content: input.content } : {}),
        ...(pics ? { pics } : {}),
      };
      return found(await ctx.live.editReport(id, report, change), report);
    },
  }),
  editorRoute({
    method: 'DELETE',
    path: 'lives/:id/reports/:reportId',
    input: z.object({}),
    async handle(ctx, _input, params) {
      const report = reportId(params);
      return found(await ctx.live.removeReport(liveId(params), report), report);
    },
  }),
  editorRoute({
    method: 'POST',
    path: 'lives/:id/reports/:reportId/pin',
    input: z.object({ pinned: z.boolean({ error: 'pinned is true or false' }).default(true) }),
    async handle(ctx, input, params) {
      const report = reportId(params);
      return {
        ...found(await ctx.live.pinReport(liveId(params), report, input.pinned), report),
        pinned: input.pinned,
      };
    },
  }),
];
