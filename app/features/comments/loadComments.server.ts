// The comments a page shows, fetched and shaped on the server (the first page reads without JavaScript).
import type { CommentPage, CommentSource } from '~/api/comments/entities';
import { publisherForServer } from '~/api/server';
import type { Translate } from '~/i18n/translate';
import { formatCount } from '~/lib/count';
import { commentsIsland } from './Comments';
import type { CommentsView, CommentView } from './commentView';
import { presentComment } from './present';

const noComments: CommentPage = { comments: [], total: 0, hasMore: false };

export interface CommentsRequest {
  articleId: number;
  source: CommentSource;
  /** isShare=true: the page a shared link opens, which offers no member-only control (no box, no actions) */
  shareMode: boolean;
  t: Translate;
}

/**
 * A content page's comment section: hot comments, the first page of the latest, the count. Comments are a bonus to
 * the page: when the publisher cannot give them, the section shows none rather than failing the article.
 */
export async function loadCommentsFoot(request: CommentsRequest): Promise<CommentsView> {
  const publisher = publisherForServer();
  const { articleId, source, t } = request;
  const [config, hot, latest, count] = await Promise.all([
    publisher.session.getConfig().catch(() => undefined),
    publisher.comments.hot({ articleId, source }).catch(() => []),
    publisher.comments.latest({ articleId, source, page: 0 }).catch(() => noComments),
    publisher.comments.count({ articleId, source }).catch(() => 0),
    commentsIsland.preload(),
  ]);
  const now = Date.now();
  const present = (c: CommentPage['comments'][number]): CommentView => presentComment(c, now, t);
  return {
    kind: 'foot',
    articleId,
    source,
    count: formatCount(Math.max(count, latest.total)),
    hot: hot.map(present),
    latest: latest.comments.map(present),
    page: 0,
    hasMore: latest.hasMore,
    open: !request.shareMode && config !== undefined && config.discussAuditType !== 2,
    shareMode: request.shareMode,
  };
}

/** A foot read beside its article: closed once the article turned out closed to comments (discussClosed). */
export const closedIf = (foot: CommentsView, closed: boolean): CommentsView =>
  closed ? { ...foot, open: false } : foot;

/** commentAll: a page of the latest comments (hot ones on the first page), 20 a page. */
export async function loadCommentAll(request: {
  articleId: number;
  source: CommentSource;
  page: number;
  t: Translate;
}): Promise<CommentsView> {
  const publisher = publisherForServer();
  const { articleId, source, page, t } = request;
  const [config, hot, latest, count] = await Promise.all([
    publisher.session.getConfig(),
    page === 0 ? publisher.comments.hot({ articleId, source }) : Promise.resolve([]),
    publisher.comments.latest({ articleId, source, page }),
    publisher.comments.count({ articleId, source }),
    commentsIsland.preload(),
  ]);
  const now = Date.now();
  return {
    kind: 'all',
    articleId,
    source,
    count: formatCount(Math.max(count, latest.total)),
    hot: hot.map((c) => presentComment(c, now, t)),
    latest: latest.comments.map((c) => presentComment(c, now, t)),
    page,
    hasMore: latest.hasMore,
    open: config.discussAuditType !== 2,
  };
}

/** replyAll: one comment with a page of its replies, newest first; null when the comment is not public. */
export async function loadThread(request: {
  id: number;
  page: number;
  t: Translate;
}): Promise<CommentsView | null> {
  const publisher = publisherForServer();
  const [config, thread] = await Promise.all([
    publisher.session.getConfig(),
    publisher.comments.thread({ id: request.id, page: request.page }),
    commentsIsland.preload(),
  ]);
  if (!thread.main) return null;
  const now = Date.now();
  const main = presentComment(
    { ...thread.main, firstReplies: thread.comments, moreReplies: false },
    now,
    request.t,
  );
  return {
    kind: 'thread',
    articleId: main.articleId,
    source: main.source,
    count: formatCount(thread.total),
    hot: [],
    latest: [main],
    page: request.page,
    hasMore: thread.hasMore,
    open: config.discussAuditType !== 2,
  };
}
