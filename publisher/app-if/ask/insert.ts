import { eq } from 'drizzle-orm';
import type { PublisherContext } from '../../context.ts';
import { nextId, writeQueue } from '../../db/next-id.ts';
import { askQuestions, askTopics, type AskQuestionRow } from '../../db/schema/index.ts';
import { ID_RANGES } from '../../seed/areas.ts';

export type NewTopic = {
  title: string;
  content: string;
  bannerRef: string | null;
  answerer: string;
  answererRole: string;
  answererIconRef: string | null;
  answererId: number;
  questionClosed?: boolean;
  discussClosed?: boolean;
};

const queue = writeQueue();

/** A topic under the next free id of the area's range (the editor's and the test hooks'). */
export function insertTopic(ctx: PublisherContext, topic: NewTopic): Promise<number> {
  return queue(async () => {
    const topicId = await nextId(ctx.db, askTopics.topicId, ID_RANGES.ask.topicId.first);
    await ctx.db.insert(askTopics).values({
      ...topic,
      topicId,
      questionClosed: topic.questionClosed ? 1 : 0,
      discussClosed: topic.discussClosed ? 1 : 0,
      createdAt: ctx.clock.now(),
    });
    ctx.changes.notify();
    return topicId;
  });
}

/**
 * The answerer's answer (text, pictures as stored refs): the question becomes public now. Answering again replaces
 * the answer and keeps its first time, so an edit does not send it to the top of 最新.
 */
export async function answerQuestion(
  ctx: PublisherContext,
  q: AskQuestionRow,
  answer: { text: string; pics: string[] },
): Promise<void> {
  await ctx.db
    .update(askQuestions)
    .set({ answer: answer.text, answerPics: answer.pics, answeredAt: q.answeredAt ?? ctx.clock.now() })
    .where(eq(askQuestions.id, q.id));
  ctx.changes.notify();
}
