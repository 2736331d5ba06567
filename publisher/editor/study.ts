import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { insertCourse, insertLesson, type NewLesson } from '../app-if/study/insert.ts';
import { courseById } from '../app-if/study/read.ts';
import { RULES_ROW, siteStudyRules } from '../app-if/study/rules.ts';
import { courseCompletions, lessons, members, studyProgress, studyRules } from '../db/schema/index.ts';
import { csvDocument } from './csv.ts';
import { html, pathId, pictureRef, storedPictures, text } from './fields.ts';
import { EditorError, EditorFile, editorRoute } from './route.ts';

/** A film's or a recording's address: an http(s) URL or one of this publisher's /media/ paths. */
const mediaUrl = z
  .string({ error: 'mediaUrl is text' })
  .max(500)
  .refine((s) => /^https?:\/\/[^\s<>"]+$/i.test(s) || /^\/media\/[\w./-]+$/.test(s), {
    message: 'mediaUrl is an http(s) URL or a /media/ path',
  });

const newLesson = z
  .object({
    title: text('title', 100, 1),
    type: z.enum(['video', 'audio', 'article'], { error: 'type is video, audio or article' }),
    duration: z
      .number({ error: 'duration is a whole number of seconds' })
      .int('duration is a whole number of seconds')
      .min(1, 'duration is at least 1 second')
      .max(36_000, 'duration is at most 10 hours'),
    mediaUrl: mediaUrl.optional(),
    content: html('content').default(''),
  })
  .refine((l) => l.type === 'article' || l.mediaUrl, { message: 'video and audio lessons need mediaUrl' })
  .refine((l) => l.type !== 'article' || l.content.trim(), { message: 'article lessons need content' });

const newCourse = z.object({
  title: text('title', 100, 1),
  abstract: text('abstract', 200).default(''),
  content: html('content').default(''),
  cover: pictureRef('cover').optional(),
  lessons: z.array(newLesson).max(50, 'lessons: at most 50').default([]),
});

const score = (name: string) =>
  z
    .number({ error: `${name} is a whole number` })
    .int(`${name} is a whole number`)
    .min(0)
    .max(10_000);

const lessonRow = (l: z.infer<typeof newLesson>): NewLesson => ({
  title: l.title,
  kind: l.type,
  mediaUrl: l.type === 'article' ? '' : (l.mediaUrl ?? ''),
  content: l.content,
  duration: l.duration,
});

const iso = (ms: number | null | undefined) => (ms ? new Date(ms).toISOString() : '');

/**
 * Online study's newsroom (docs/editor-api.md, "Online study"): courses and their lessons, the points rules, and
 * a course's progress, member by member and lesson by lesson, as CSV.
 */
export const studyRoutes = [
  editorRoute({
    method: 'POST',
    path: 'courses',
    status: 201,
    input: newCourse,
    async handle(ctx, input) {
      await storedPictures(ctx, [input.cover]);
      const { courseId, lessonIds } = await insertCourse(
        ctx.db,
        {
          title: input.title,
          abstract: input.abstract,
          content: input.content,
          coverRef: input.cover ?? null,
          publishedAt: ctx.clock.now(),
        },
        input.lessons.map(lessonRow),
      );
      ctx.changes.notify();
      return { id: courseId, lessonIds };
    },
  }),
  editorRoute({
    method: 'POST',
    path: 'courses/:id/lessons',
    status: 201,
    input: newLesson,
    async handle(ctx, input, params) {
      const courseId = pathId(params, 'course');
      if (!(await courseById(ctx.db, courseId))) throw new EditorError(404, 'no such course');
      const id = await insertLesson(ctx.db, courseId, lessonRow(input));
      ctx.changes.notify();
      return { id };
    },
  }),
  editorRoute({
    method: 'GET',
    path: 'study/rules',
    input: z.object({}),
    handle: (ctx) => siteStudyRules(ctx.db),
  }),
  editorRoute({
    method: 'PUT',
    path: 'study/rules',
    input: z
      .object({ lessonScore: score('lessonScore').optional(), courseScore: score('courseScore').optional() })
      .refine((r) => r.lessonScore !== undefined || r.courseScore !== undefined, {
        message: 'nothing to change',
      }),
    async handle(ctx, input) {
      const now = await siteStudyRules(ctx.db);
      const rules = {
        lessonScore: input.lessonScore ?? now.lessonScore,
        courseScore: input.courseScore ?? now.courseScore,
        updatedAt: ctx.clock.now(),
      };
      await ctx.db
        .insert(studyRules)
        .values({ siteId: RULES_ROW, ...rules })
        .onConflictDoUpdate({ target: studyRules.siteId, set: rules });
      ctx.changes.notify();
      return siteStudyRules(ctx.db);
    },
  }),
  editorRoute({
    method: 'GET',
    path: 'courses/:id/progress.csv',
    input: z.object({}),
    async handle(ctx, _input, params) {
      const courseId = pathId(params, 'course');
      if (!(await courseById(ctx.db, courseId))) throw new EditorError(404, 'no such course');
      const rows = await ctx.db
        .select({ p: studyProgress, lesson: lessons, nickname: members.nickname })
        .from(studyProgress)
        .innerJoin(lessons, eq(lessons.lessonId, studyProgress.lessonId))
        .innerJoin(members, eq(members.uid, studyProgress.uid))
        .where(eq(studyProgress.courseId, courseId))
        .orderBy(asc(studyProgress.uid), asc(lessons.orderId));
      const completed = new Map(
        (await ctx.db.select().from(courseCompletions).where(eq(courseCompletions.courseId, courseId))).map(
          (c) => [c.uid, c.completedAt],
        ),
      );
      const document = csvDocument([
        [
          '会员ID',
          '昵称',
          '课时编号',
          '课时',
          '类型',
          '时长（秒）',
          '已学（秒）',
          '进度',
          '学完时间',
          '最近学习',
          '结业时间',
        ],
        ...rows.map(({ p, lesson, nickname }) => [
          p.uid,
          nickname,
          lesson.lessonId,
          lesson.title,
          lesson.kind,
          lesson.duration,
          p.counted,
          `${Math.floor((p.counted / lesson.duration) * 100)}%`,
          iso(p.doneAt),
          iso(p.updatedAt),
          iso(completed.get(p.uid)),
        ]),
      ]);
      return new EditorFile('text/csv; charset=utf-8', `course-${courseId}-progress.csv`, document);
    },
  }),
];
