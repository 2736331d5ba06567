import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PublisherContext } from '../context.ts';
import { PublisherError, STATUS } from '../envelope.ts';
import { describeIssue } from '../validation.ts';
import { stripHtml } from '../wire.ts';
import type { NewArticle } from './content-store.ts';

/** The home column: where a hook article is listed when no column is named. */
const HOME_COLUMN = 1;
/** Types the hook can write whole: news, gallery (no pictures) and video. The others need a link, topic or live room. */
const HOOK_TYPES = [0, 1, 2] as const;

const intField = (name: string, min: number, max: number) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\d{1,10}$/, `${name} 必须是整数`)
          .transform(Number),
      ],
      {
        error: `${name} 必须是整数`,
      },
    )
    .refine((n) => Number.isInteger(n) && n >= min && n <= max, `${name} 超出范围 (${min}–${max})`);

const articleInput = z.object({
  title: z.string({ error: '缺少参数 title' }).min(1, 'title 不能为空').max(500, 'title 过长'),
  content: z.string({ error: '缺少参数 content' }).max(30_000, 'content 过长'),
  columnId: intField('columnId', 1, 2_147_483_647).optional(),
  articleType: intField('articleType', 0, 99)
    .refine(
      (n) => (HOOK_TYPES as readonly number[]).includes(n),
      `articleType 只能是 ${HOOK_TYPES.join('、')}`,
    )
    .optional(),
});

/**
 * Test-only routes, registered only when the publisher runs with PUBLISHER_TEST_HOOKS=1 (without it every path
 * here is an unknown path: 404). `POST /app_if/test/article` (JSON `{title, content, columnId?, articleType?}`)
 * writes a published article, published now, through the content store the demo is read from, lists it in its
 * column (home when none is named), and answers `{status:0, data:{fileId, columnId}}`. The text is stored exactly as sent: browser tests feed
 * hostile HTML through it to prove the front end's sanitiser and escaping.
 */
export function registerTestHooks(app: FastifyInstance, ctx: PublisherContext): void {
  app.post('/app_if/test/article', async (request, reply) => {
    const parsed = articleInput.safeParse(request.body ?? {});
    if (!parsed.success) throw new PublisherError(400, STATUS.error, describeIssue(parsed.error));
    const { title, content } = parsed.data;
    const columnId = parsed.data.columnId ?? HOME_COLUMN;
    const articleType = parsed.data.articleType ?? 0;
    if (!(await ctx.content.column(columnId)))
      throw new PublisherError(400, STATUS.error, `栏目 ${columnId} 不存在`);

    const article: NewArticle = {
      columnId,
      articleType,
      status: 1,
      lang: 'zh',
      title,
      listTitle: '',
      subTitle: '',
      leadTitle: '',
      abstract: stripHtml(content).slice(0, 60),
      content,
      source: '青岚日报',
      author: '',
      credits: { source: '青岚日报' },
      reporterIds: [],
      tags: [],
      mark: '',
      publishedAt: ctx.clock.now(),
      titleImageRef: null,
      picRatio: '16:9',
      picType: 0,
      bodyImages: [],
      videoUrl: '',
      duration: 0,
      linkId: 0,
      url: '',
      liveStatus: 0,
      liveConfig: null,
      shareClosed: 0,
      discussClosed: 0,
      countClick: 0,
      countPraise: 0,
      countShare: 0,
      countDiscuss: 0,
    };
    const fileId = await ctx.content.insertArticle(article, [columnId]);
    return reply.send({ status: STATUS.ok, message: 'success', data: { fileId, columnId } });
  });
}
