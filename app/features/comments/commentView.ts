import type { Comment, CommentSource } from '~/api/comments/entities';

/** A comment as the pages draw it: its time already in words (made on the server; "just now" for one just sent). */
export interface CommentView extends Omit<Comment, 'firstReplies'> {
  when: string;
  /** likes and replies in words (spec §5 count display), made with the time so the browser needs no count code */
  likesText: string;
  repliesText: string;
  firstReplies: CommentView[];
}

/**
 * What a comment section draws, made on the server. `foot`: the section at the foot of a content page (hot, the
 * first page of the latest, a link to all); `all`: commentAll, a page of the latest (hot on the first); `thread`:
 * replyAll, one comment with a page of its replies.
 */
export interface CommentsView {
  kind: 'foot' | 'all' | 'thread';
  articleId: number;
  source: CommentSource;
  /**
   * The article a comment's analytics record names (spec §7 send-record: articleID), when it is not `articleId`: a
   * live's comments are kept under the live's own id (source 1), but its records, like those of its likes and
   * shares, name the live's list article.
   */
  recordId?: number;
  /** every public comment (or a thread's replies), in words (spec §5 count display) */
  count: string;
  hot: CommentView[];
  latest: CommentView[];
  /** 0-based page of `latest` (all) or of the replies (thread) */
  page: number;
  hasMore: boolean;
  /** the box is offered (spec §5: not when auditType is 2, nor where comments are closed, nor in share mode) */
  open: boolean;
  /** a content page in share mode: comments to read, and a way to the app instead of the box and the actions */
  shareMode?: boolean;
  /**
   * the public reads leave this conversation out (a private circle's post, docs/circle.md): the section reads it as
   * the signed-in member once it is alive, and answers them alone
   */
  membersOnly?: boolean;
}
