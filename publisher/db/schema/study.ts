import { bigint, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { members } from './account.ts';

/** A lesson is watched (video), listened to (audio) or read (article). */
export type LessonKind = 'video' | 'audio' | 'article';

/** A course of online study (onlineStudy/:id.html): a cover, a description (HTML) and its lessons in order. */
export const courses = pgTable('courses', {
  courseId: integer('course_id').primaryKey(),
  title: text('title').notNull(),
  abstract: text('abstract').notNull(),
  /** article-style HTML, sanitised where it is shown */
  content: text('content').notNull(),
  coverRef: text('cover_ref'),
  publishedAt: bigint('published_at', { mode: 'number' }).notNull(),
});

/**
 * One lesson of a course, `orderId` its place. `duration` is its length in seconds (a film's or a recording's; an
 * article's reading time): the most a member's counted time can reach. `mediaUrl` is a site path (`/media/…`) or an
 * http(s) address, '' for an article, whose text is `content`.
 */
export const lessons = pgTable(
  'lessons',
  {
    lessonId: integer('lesson_id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.courseId),
    orderId: integer('order_id').notNull(),
    title: text('title').notNull(),
    kind: text('kind').$type<LessonKind>().notNull(),
    mediaUrl: text('media_url').notNull(),
    content: text('content').notNull(),
    duration: integer('duration').notNull(),
  },
  (t) => [index('lessons_course').on(t.courseId, t.orderId)],
);

/** The site's points rules for study (the newsroom sets them): a lesson done, a course completed. One row. */
export const studyRules = pgTable('study_rules', {
  siteId: integer('site_id').primaryKey(),
  lessonScore: integer('lesson_score').notNull(),
  courseScore: integer('course_score').notNull(),
  updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
});

/**
 * A member's live study session of a lesson (studyStart opens it, replacing any earlier one, so two devices never
 * count at once). Reports must name its `token`; `counted` is what this session has been credited, which with
 * `startedAt` keeps the session's total within the real time since it began.
 */
export const studySessions = pgTable(
  'study_sessions',
  {
    uid: integer('uid')
      .notNull()
      .references(() => members.uid, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.lessonId),
    token: text('token').notNull(),
    startedAt: bigint('started_at', { mode: 'number' }).notNull(),
    lastReportAt: bigint('last_report_at', { mode: 'number' }).notNull(),
    counted: integer('counted').notNull(),
  },
  (t) => [primaryKey({ columns: [t.uid, t.lessonId] })],
);

/**
 * A member's progress in a lesson, whatever the device: the seconds counted (at most the lesson's length), where to
 * resume, and when it was first done (counted ≥ 90%).
 */
export const studyProgress = pgTable(
  'study_progress',
  {
    uid: integer('uid')
      .notNull()
      .references(() => members.uid, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.lessonId),
    courseId: integer('course_id').notNull(),
    counted: integer('counted').notNull(),
    position: integer('position').notNull(),
    doneAt: bigint('done_at', { mode: 'number' }),
    updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.uid, t.lessonId] }),
    index('study_progress_course').on(t.courseId, t.uid),
    // the member's courses, most recently studied first
    index('study_progress_member').on(t.uid, t.updatedAt),
  ],
);

/**
 * The seconds a member studied a lesson on one Beijing day (`day` "2025-05-20") and whether that day paid the
 * lesson's points: at most once per member, lesson and day.
 */
export const studyDays = pgTable(
  'study_days',
  {
    uid: integer('uid')
      .notNull()
      .references(() => members.uid, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.lessonId),
    day: text('day').notNull(),
    counted: integer('counted').notNull(),
    paidAt: bigint('paid_at', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.uid, t.lessonId, t.day] })],
);

/**
 * A member completed a course (every lesson done): once, with the course's points, and the certificate it earns
 * (previewPDF.html, docs/certificate.md) is made on request from this row.
 */
export const courseCompletions = pgTable(
  'course_completions',
  {
    uid: integer('uid')
      .notNull()
      .references(() => members.uid, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.courseId),
    completedAt: bigint('completed_at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.uid, t.courseId] })],
);

export type CourseRow = typeof courses.$inferSelect;
export type LessonRow = typeof lessons.$inferSelect;
export type StudyProgressRow = typeof studyProgress.$inferSelect;
