import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { loadNames } from '../app-if/qa/names.ts';
import { inquiryById, stepsOf } from '../app-if/qa/read.ts';
import { addStep, allowed, MOVES, type Move } from '../app-if/qa/steps.ts';
import { qaFileUrl } from '../app-if/qa/wire.ts';
import { INQUIRY_STATUS, qaInquiries, type QaStep } from '../db/schema/index.ts';
import { pathId, pictureRef, storedPictures, text } from './fields.ts';
import { EditorError, editorRoute } from './route.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * 问政's newsroom (docs/editor-api.md, "问政"): the inquiries by step, with the asker's real name and phone (shown to
 * the newsroom only), and the moves that take one through its steps, each dated: accept, pass to a department,
 * reply (the department's text and pictures), close, reopen. Held ones are decided in the moderation queue (kind
 * `inquiry`) first.
 */
export const qaRoutes = [
  editorRoute({
    method: 'GET',
    path: 'qa/inquiries',
    input: z.object({
      step: z.enum(['submitted', 'accepted', 'passed', 'replied', 'followUp', 'closed']).default('submitted'),
      limit: z.coerce.number().int().min(1).max(200).default(100),
    }),
    async handle(ctx, input) {
      const rows = await ctx.db
        .select()
        .from(qaInquiries)
        .where(
          and(eq(qaInquiries.step, input.step as QaStep), eq(qaInquiries.status, INQUIRY_STATUS.admitted)),
        )
        .orderBy(asc(qaInquiries.id))
        .limit(input.limit);
      return {
        list: rows.map((q) => ({
          id: q.id,
          uid: q.uid,
          userName: q.userName,
          realName: q.realName,
          phone: q.phone,
          title: q.title,
          content: q.content,
          departmentId: q.departmentId,
          step: q.step,
          pics: q.pics.map((ref) => qaFileUrl(ctx, ref)),
          createdAt: iso(q.createdAt),
        })),
      };
    },
  }),
  editorRoute({
    method: 'POST',
    path: 'qa/inquiries/:id/steps',
    status: 201,
    input: z.object({
      move: z.enum(Object.keys(MOVES) as [Move, ...Move[]], {
        error: 'move is accept, pass, reply, close or reopen',
      }),
      departmentId: z.number({ error: 'departmentId is a department id' }).int().positive().optional(),
      content: text('content', 5_000).optional(),
      pics: z.array(pictureRef('pics')).max(9, 'pics: at most 9').default([]),
    }),
    async handle(ctx, input, params) {
      const id = pathId(params, 'inquiry');
      const q = await inquiryById(ctx.db, id);
      if (!q) throw new EditorError(404, 'no such inquiry');
      if (q.status !== INQUIRY_STATUS.admitted)
        throw new EditorError(409, 'the inquiry waits for moderation or was rejected');
      if (!allowed(q, input.move)) throw new EditorError(409, `an inquiry ${q.step} cannot ${input.move}`);
      if (input.move === 'pass') {
        if (!input.departmentId) throw new EditorError(400, 'departmentId is required to pass an inquiry');
        if (!(await loadNames(ctx)).open.departments.has(input.departmentId))
          throw new EditorError(400, `no department ${input.departmentId}, or it is retired`);
      }
      if (input.move === 'reply' && !input.content)
        throw new EditorError(400, 'content is required for a reply');
      await storedPictures(ctx, input.pics);
      await addStep(ctx, q, MOVES[input.move], {
        departmentId:
          input.move === 'pass' ? input.departmentId : input.move === 'reply' ? q.departmentId : 0,
        content: input.content ?? '',
        pics: input.pics,
      });
      const steps = await stepsOf(ctx.db, id);
      return { id, step: MOVES[input.move], steps: steps.map((s) => ({ step: s.step, at: iso(s.at) })) };
    },
  }),
];
