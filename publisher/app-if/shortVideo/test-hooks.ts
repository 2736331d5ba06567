import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { nextId, writeQueue } from '../../db/next-id.ts';
import { articles, shortVideoCategories, shortVideos } from '../../db/schema/index.ts';
import { badInput } from '../../envelope.ts';
import {
  CLIP_HEIGHT,
  CLIP_WIDTH,
  clipPlaylistPath,
  clipPosterRef,
  CLIPS,
  clipSeconds,
} from '../../media/clips.ts';
import { ID_RANGES } from '../../seed/areas.ts';
import { MAX_ID } from '../../validation.ts';
import { intField, nameField, testHook } from '../test-hook.ts';

/** Hooks that take the next free ids run one after another (db/next-id.ts). */
const queue = writeQueue();

/**
 * `POST /app_if/test/shortVideo` `{title, categoryId?, categoryName?, clip?, status?}` → `{fileId, categoryId}`: a
 * short video published now (the newest of its category), playing clip `clip` (0–11, default 0). In the demo's
 * category unless `categoryId` names one or `categoryName` makes a new one (listed last). The title is stored as
 * sent; `status` other than 1 makes a draft nobody reads.
 */
export const createShortVideo = testHook({
  name: 'shortVideo',
  input: z.object({
    title: nameField('title', 200),
    categoryId: intField('categoryId', 1, MAX_ID).optional(),
    categoryName: nameField('categoryName', 20).optional(),
    clip: intField('clip', 0, CLIPS - 1).optional(),
    status: intField('status', 0, 9).optional(),
  }),
  async handle(ctx, input) {
    const clip = input.clip ?? 0;
    const now = ctx.clock.now();
    const answer = await queue(() =>
      ctx.db.transaction(async (tx) => {
        const db = tx as unknown as Db;
        let categoryId = input.categoryId ?? ID_RANGES.shortVideo.categoryId.first;
        if (input.categoryName) {
          categoryId = await nextId(db, shortVideoCategories.id, ID_RANGES.shortVideo.categoryId.first);
          await db
            .insert(shortVideoCategories)
            .values({ id: categoryId, name: input.categoryName, position: categoryId });
        } else if (
          !(await db.select().from(shortVideoCategories).where(eq(shortVideoCategories.id, categoryId)))
            .length
        ) {
          throw badInput(`分类 ${categoryId} 不存在`);
        }
        const fileId = await nextId(db, articles.fileId, ID_RANGES.article.fileId.first);
        await db.insert(articles).values({
          fileId,
          columnId: 0,
          articleType: 2,
          status: input.status ?? 1,
          lang: 'zh',
          title: input.title,
          listTitle: '',
          subTitle: '',
          leadTitle: '',
          abstract: '测试短视频。',
          content: '<p>测试短视频。</p>',
          source: '青岚日报',
          author: '测试作者',
          credits: { source: '青岚日报' },
          reporterIds: [],
          tags: [],
          mark: '',
          publishedAt: now,
          titleImageRef: clipPosterRef(clip),
          picRatio: '9:16',
          picType: 2,
          bodyImages: [],
          videoUrl: clipPlaylistPath(clip),
          duration: clipSeconds(clip),
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
        });
        await db.insert(shortVideos).values({ fileId, categoryId, width: CLIP_WIDTH, height: CLIP_HEIGHT });
        return { fileId, categoryId };
      }),
    );
    ctx.changes.notify();
    return answer;
  },
});

export const shortVideoTestHooks = [createShortVideo];
