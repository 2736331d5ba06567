import { z } from 'zod';
import { intField, nameField, testHook } from '../test-hook.ts';
import { demoMedia } from '../../seed/demo-media.ts';
import { insertCourse } from './insert.ts';

/**
 * `POST /app_if/test/course` `{title, lessons: [{type, duration?, title?}], cover?}` → `{courseId, lessonIds}`: a
 * course published now with its lessons in order. Video and audio lessons play the demo's first film and recording
 * and last as long as they do unless `duration` says otherwise; an article lesson is two paragraphs read in 120 s.
 */
export const createCourse = testHook({
  name: 'course',
  input: z.object({
    title: nameField('title', 100),
    lessons: z
      .array(
        z.object({
          type: z.enum(['video', 'audio', 'article']),
          duration: intField('duration', 1, 36_000).optional(),
          title: nameField('title', 100).optional(),
        }),
      )
      .min(1)
      .max(20),
    cover: z.boolean().default(true),
  }),
  async handle(ctx, input) {
    const { films, recordings } = await demoMedia(ctx.db);
    const media = { video: films[0], audio: recordings[0], article: undefined };
    const [cover] = input.cover ? await ctx.articles.storedPictures(1) : [];
    const created = await insertCourse(
      ctx.db,
      {
        title: input.title,
        abstract: `${input.title}（测试课程）`,
        content: '<p>测试课程简介</p>',
        coverRef: cover ?? null,
        publishedAt: ctx.clock.now(),
      },
      input.lessons.map((l, i) => ({
        title: l.title ?? `第${i + 1}课`,
        kind: l.type,
        mediaUrl: media[l.type]?.url ?? '',
        content: l.type === 'article' ? '<p>第一段。</p><p>第二段。</p>' : '',
        duration: l.duration ?? media[l.type]?.duration ?? 120,
      })),
    );
    ctx.changes.notify();
    return created;
  },
});

export const studyTestHooks = [createCourse];
