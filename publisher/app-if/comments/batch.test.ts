import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, COMMENT_STATUS, comments } from '../../db/schema/index.ts';
import { createArticle, signedInMembers, testPublisher, type TestPublisher } from '../../test-support.ts';
import type { NewComment } from './store.ts';

let pub: TestPublisher;
beforeAll(async () => {
  pub = await testPublisher();
});
afterAll(() => pub.close());

/** Comments sent in one turn of the event loop: the store posts them in one batch (group commit), in this order. */
const oneBatch = (batch: NewComment[]) => Promise.all(batch.map((c) => pub.app.publisher.comments.add(c)));

/** The article's and each thread's counts as stored, and as a recount from the rows says they should be. */
async function countsAndRecount(articleId: number) {
  const db = pub.database.db;
  const [stored] = await db
    .select({ n: articles.countDiscuss })
    .from(articles)
    .where(eq(articles.fileId, articleId));
  const [recounted] = await db
    .execute<{ n: number }>(
      sql`select count(*)::int n from ${comments} c
    where c.article_id = ${articleId} and c.source = 0 and c.status = ${COMMENT_STATUS.approved}
    and (c.thread_id = 0 or exists (select 1 from ${comments} t where t.id = c.thread_id and t.status = ${COMMENT_STATUS.approved}))`,
    )
    .then((r) => (Array.isArray(r) ? r : (r as unknown as { rows: { n: number }[] }).rows));
  const threads = await db
    .select({ id: comments.id, stored: comments.countReply })
    .from(comments)
    .where(and(eq(comments.articleId, articleId), eq(comments.parentId, 0)));
  const replies = await db
    .select({ thread: comments.threadId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(comments)
    .where(and(eq(comments.articleId, articleId), eq(comments.status, COMMENT_STATUS.approved)))
    .groupBy(comments.threadId);
  const perThread = new Map(replies.map((r) => [r.thread, r.n]));
  return {
    article: { stored: stored!.n, recounted: Number(recounted!.n) },
    threads: threads.map((t) => ({ id: t.id, stored: t.stored, recounted: perThread.get(t.id) ?? 0 })),
  };
}

describe('comments are posted in batches', () => {
  it('a batch of public comments and replies moves the counts as a recount would', async () => {
    const { fileId } = await createArticle(pub, { title: '同批评论', content: '<p>正文</p>' });
    const [m, n] = await signedInMembers(pub, 2);
    const comment = (over: Partial<NewComment>): NewComment => ({
      articleId: fileId,
      source: 0,
      parentId: 0,
      threadId: 0,
      uid: m!.uid,
      content: '同批评论',
      pics: [],
      official: 0,
      status: COMMENT_STATUS.approved,
      createdAt: pub.clock.now(),
      requestKey: null,
      ...over,
    });
    const [top, hidden] = await oneBatch([comment({}), comment({ status: COMMENT_STATUS.rejected })]);
    const answers = await oneBatch([
      comment({ parentId: top!.id, threadId: top!.id, uid: n!.uid }),
      comment({ parentId: top!.id, threadId: top!.id }),
      comment({ parentId: top!.id, threadId: top!.id, status: COMMENT_STATUS.pending }),
      // a public reply in a thread whose top-level comment is not public counts in its thread, not on the article
      comment({ parentId: hidden!.id, threadId: hidden!.id }),
      comment({}),
    ]);
    // each comment carries its own member's nickname, read once for the batch
    expect(answers.slice(1).map((a) => a.userName)).toEqual(Array(4).fill(top!.userName));
    expect(answers[0]!.userName).toMatch(/^会员\d+$/);
    expect(answers[0]!.userName).not.toBe(top!.userName);
    expect(new Set(answers.map((a) => a.id)).size).toBe(5);
    const counts = await countsAndRecount(fileId);
    expect(counts.article).toEqual({ stored: 4, recounted: 4 });
    for (const t of counts.threads) expect(t.stored, `thread ${t.id}`).toBe(t.recounted);
    expect(counts.threads.find((t) => t.id === top!.id)!.stored).toBe(2);
  });

  it('a double tap inside one batch posts once, and both hear the same comment', async () => {
    const { fileId } = await createArticle(pub, { title: '同批双击', content: '<p>正文</p>' });
    const [m] = await signedInMembers(pub, 1);
    const tap: NewComment = {
      articleId: fileId,
      source: 0,
      parentId: 0,
      threadId: 0,
      uid: m!.uid,
      content: '只发一次',
      pics: [],
      official: 0,
      status: COMMENT_STATUS.approved,
      createdAt: pub.clock.now(),
      requestKey: 'batch-tap-0001',
    };
    const [a, b, other] = await oneBatch([tap, tap, { ...tap, requestKey: 'batch-tap-0002' }]);
    expect(a!.id).toBe(b!.id);
    expect(other!.id).not.toBe(a!.id);
    const [again] = await oneBatch([tap]);
    expect(again!.id).toBe(a!.id);
    const rows = await pub.database.db.select().from(comments).where(eq(comments.articleId, fileId));
    expect(rows).toHaveLength(2);
    expect((await countsAndRecount(fileId)).article).toEqual({ stored: 2, recounted: 2 });
  });
});
