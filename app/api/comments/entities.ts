// Comments as the pages read them (spec §3 Comment, PUBLISHER_API §4.4), in the reader's words.

/**
 * discussView/discuss `source`: an article's comments, a live's, a paper article's (3: the publisher answers its
 * article's own, source 0, docs/paper.md), a 问吧 question's and a 问政 inquiry's (4 and 5, Founder's numbering) or a
 * circle post's (6, docs/circle.md), or a 问吧 topic's own (7, ours).
 */
export type CommentSource = 0 | 1 | 3 | 4 | 5 | 6 | 7;

export interface Comment {
  id: number;
  articleId: number;
  source: CommentSource;
  authorId: number;
  author: string;
  /** plain text, never HTML */
  text: string;
  /** ms since 1970; 0 when unknown */
  time: number;
  likes: number;
  replyCount: number;
  /** 0 for a top-level comment */
  parentId: number;
  /** the newsroom's comment or reply (labelled) */
  official: boolean;
  /** waiting for review: shown to its author alone, marked */
  pending: boolean;
  /** turned down by the newsroom, with its words ('' when none): shown to its author alone (myDiscuss), marked */
  rejected?: { reason: string };
  featured: boolean;
  pictures: string[];
  /** the reply answers another reply: whom, and what they said */
  replyTo?: { author: string; text: string };
  /** a top-level comment's first replies (topDiscuss) */
  firstReplies: Comment[];
  moreReplies: boolean;
}

/** A picture uploaded for a comment (discussUpload): its upload id, which discuss takes in pics. */
export interface UploadedPicture {
  id: number;
  url: string;
}

export interface CommentPage {
  comments: Comment[];
  total: number;
  hasMore: boolean;
}

/** A whole thread (discussReply): its top-level comment (null when it is not public) and a page of replies. */
export interface CommentThread extends CommentPage {
  main: Comment | null;
}

/** delMyDiscuss's nested status: 0 deleted, 1 not the member's own, 2 no such comment. */
export type DeleteOutcome = 'deleted' | 'notOwn' | 'missing';

/** One of the member's own comments on their page (我的评论): the comment, and the thing it was said on. */
export interface MyComment {
  comment: Comment;
  /** Founder's source of the thing: 0 an article, 1 a live, 4 a 问吧 question, 6 a circle post */
  saidOn: number;
  /** the thing's title; '' when the publisher does not say */
  title: string;
}
