import { bigint, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A 问吧 topic (topicDetail/:id.html; Founder's code calls it a "subject"): readers ask its answerer (a reporter or
 * an official) questions, which become public once answered. `content` is article-style HTML (sanitised where it is
 * shown); `questionClosed` stops new questions, `discussClosed` its comments.
 */
export const askTopics = pgTable('ask_topics', {
  topicId: integer('topic_id').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  bannerRef: text('banner_ref'),
  answerer: text('answerer').notNull(),
  /** the answerer's role, shown under the name (Founder's `group`) */
  answererRole: text('answerer_role').notNull(),
  answererIconRef: text('answerer_icon_ref'),
  /** the reporter answering, when one does (0: an official or the newsroom) */
  answererId: integer('answerer_id').notNull(),
  questionClosed: integer('question_closed').notNull(),
  discussClosed: integer('discuss_closed').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
});

/** Where a question stands before its answer: held by moderation, let in (waiting for the answerer), rejected. */
export const QUESTION_STATUS = { held: 0, admitted: 1, rejected: 2 } as const;
export type QuestionStatus = (typeof QUESTION_STATUS)[keyof typeof QUESTION_STATUS];

/**
 * A reader's question on a topic. Public only once admitted and answered (`answeredAt`); until then its asker alone
 * sees it (myQuestion). `pics` are stored picture keys: the upload service's (`pic/uploads/…`) or, for the demo,
 * refs under /pic/; `answerPics` the same for the answer.
 */
export const askQuestions = pgTable(
  'ask_questions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 821_001 }),
    topicId: integer('topic_id')
      .notNull()
      .references(() => askTopics.topicId),
    uid: integer('uid').notNull(),
    userName: text('user_name').notNull(),
    content: text('content').notNull(),
    pics: jsonb('pics').$type<string[]>().notNull(),
    location: text('location').notNull(),
    status: integer('status').$type<QuestionStatus>().notNull(),
    answer: text('answer'),
    answerPics: jsonb('answer_pics').$type<string[]>().notNull(),
    answeredAt: bigint('answered_at', { mode: 'number' }),
    countPraise: integer('count_praise').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    /** the client's key for one intended question: a double tap or a replay asks once */
    requestKey: text('request_key'),
  },
  (t) => [
    index('ask_questions_topic_idx').on(t.topicId, t.status, t.answeredAt),
    index('ask_questions_member_idx').on(t.uid, t.createdAt),
    uniqueIndex('ask_questions_request_key_idx').on(t.uid, t.requestKey),
  ],
);

/**
 * A member's like of an answered question (questionPraise): one row per question and member, so taps racing on
 * several devices count one; the question's `countPraise` moves only in the transaction that inserted the row.
 */
export const askQuestionLikes = pgTable(
  'ask_question_likes',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => askQuestions.id, { onDelete: 'cascade' }),
    uid: integer('uid').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.uid] })],
);

export type AskTopicRow = typeof askTopics.$inferSelect;
export type AskQuestionRow = typeof askQuestions.$inferSelect;
