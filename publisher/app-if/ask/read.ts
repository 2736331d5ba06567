import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  askQuestionLikes,
  askQuestions,
  askTopics,
  COMMENT_STATUS,
  comments,
  QUESTION_STATUS,
  subscriptions,
  type AskQuestionRow,
  type AskTopicRow,
} from '../../db/schema/index.ts';
import { FOLLOW_KIND } from '../subscription/accounts.ts';
import type { TopicCounts } from './wire.ts';

/** 20 questions a page (spec §9: QA lists). */
export const QUESTIONS_PAGE = 20;
/** A question's comments are source 4 (Founder's numbering, spec §7). */
export const QUESTION_COMMENT_SOURCE = 4;
/** A topic's own comments (ours: Founder's numbering stops at 5, the inquiry, and 6 is a circle post's). */
export const TOPIC_COMMENT_SOURCE = 7;

const answered = and(eq(askQuestions.status, QUESTION_STATUS.admitted), isNotNull(askQuestions.answeredAt));

export async function topicById(db: Db, topicId: number): Promise<AskTopicRow | undefined> {
  const [t] = await db.select().from(askTopics).where(eq(askTopics.topicId, topicId)).limit(1);
  return t;
}

export async function questionById(db: Db, id: number): Promise<AskQuestionRow | undefined> {
  const [q] = await db.select().from(askQuestions).where(eq(askQuestions.id, id)).limit(1);
  return q;
}

/** Whether a question is public: let in and answered. */
export const isPublic = (q: AskQuestionRow) => q.status === QUESTION_STATUS.admitted && q.answeredAt !== null;

/** Whether the member liked the question (questionPraise). */
export async function likedBy(db: Db, questionId: number, uid: number): Promise<boolean> {
  const [row] = await db
    .select({ uid: askQuestionLikes.uid })
    .from(askQuestionLikes)
    .where(and(eq(askQuestionLikes.questionId, questionId), eq(askQuestionLikes.uid, uid)))
    .limit(1);
  return row !== undefined;
}

/** Counted from the rows, never stored: fans (topicSub type 3), questions let in, questions answered. */
export async function topicCounts(db: Db, topicId: number): Promise<TopicCounts> {
  const [[fans], [asked]] = await Promise.all([
    db
      .select({ n: count() })
      .from(subscriptions)
      .where(and(eq(subscriptions.kind, FOLLOW_KIND.topic), eq(subscriptions.targetId, topicId))),
    db
      .select({
        questions: count(),
        answers: sql<number>`count(${askQuestions.answeredAt})::int`,
      })
      .from(askQuestions)
      .where(and(eq(askQuestions.topicId, topicId), eq(askQuestions.status, QUESTION_STATUS.admitted))),
  ]);
  return { fans: fans?.n ?? 0, questions: asked?.questions ?? 0, answers: Number(asked?.answers ?? 0) };
}

/** A page of a topic's answered questions: newest answers first, or the most liked (hot). */
export function answeredPage(db: Db, topicId: number, page: number, order: 'latest' | 'hot') {
  return db
    .select()
    .from(askQuestions)
    .where(and(eq(askQuestions.topicId, topicId), answered))
    .orderBy(
      ...(order === 'hot'
        ? [desc(askQuestions.countPraise), desc(askQuestions.answeredAt)]
        : [desc(askQuestions.answeredAt)]),
      desc(askQuestions.id),
    )
    .limit(QUESTIONS_PAGE)
    .offset(page * QUESTIONS_PAGE);
}

/** The member's own questions, newest first, whatever their state. */
export function questionsOf(db: Db, uid: number, page: number) {
  return db
    .select({ q: askQuestions, t: askTopics })
    .from(askQuestions)
    .innerJoin(askTopics, eq(askTopics.topicId, askQuestions.topicId))
    .where(eq(askQuestions.uid, uid))
    .orderBy(desc(askQuestions.createdAt), desc(askQuestions.id))
    .limit(QUESTIONS_PAGE)
    .offset(page * QUESTIONS_PAGE);
}

/** Public comments (replies included) on each question. */
export async function commentCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: comments.articleId, n: count() })
    .from(comments)
    .where(
      and(
        eq(comments.source, QUESTION_COMMENT_SOURCE),
        inArray(comments.articleId, ids),
        eq(comments.status, COMMENT_STATUS.approved),
      ),
    )
    .groupBy(comments.articleId);
  return new Map(rows.map((r) => [r.id, r.n]));
}
