// Whether the thing a comment list belongs to is closed to comments (its discussClosed), for the pages that list its
// comments without showing the thing itself (commentAll): they offer the box exactly where its own page does.
import type { CommentSource } from '~/api/comments/entities';
import { publisherForServer } from '~/api/server';

/**
 * An article's (0, 3), a live's (1) or a 问吧 question's (4, with its topic's). Not found: as its page would say,
 * nothing closed here (the list is then empty and the publisher refuses a comment on nothing, 10204).
 */
export async function closedToComments(articleId: number, source: CommentSource): Promise<boolean> {
  const publisher = publisherForServer();
  switch (source) {
    case 0:
    case 3:
      return (await publisher.article.getArticleContent({ id: articleId }))?.discussClosed ?? false;
    case 1:
      return (await publisher.live.liveView({ id: articleId }))?.live?.discussClosed ?? false;
    case 4: {
      const question = await publisher.ask.question(articleId);
      if (!question) return false;
      if (question.commentsClosed || !question.topicId) return question.commentsClosed;
      return (await publisher.ask.topic(question.topicId))?.commentsClosed ?? false;
    }
    default:
      return false;
  }
}
