// The comments area's client. Member calls need a signed-in reader (`memberId()`); without one they are refused
// before they leave (NotSignedIn).
import type { Core } from '../core';
import { memberIdOf, signedInMemberId } from '../member';
import type {
  Comment,
  CommentLike,
  CommentPage,
  CommentSource,
  CommentThread,
  DeleteOutcome,
  MyComment,
} from './entities';
import { commentsOperations as ops } from './operations';

export interface NewComment {
  articleId: number;
  source: CommentSource;
  text: string;
  /** the comment answered (a reply) */
  parentId?: number;
  /** the pictures' upload ids (the upload service, docs/uploads.md) */
  pictureIds?: number[];
  /** one key per intended comment: sent again (a double tap, a retry) it posts nothing new */
  requestKey: string;
}

export interface CommentsApi {
  memberId(): string | undefined;
  latest(q: { articleId: number; source: CommentSource; page: number }): Promise<CommentPage>;
  hot(q: { articleId: number; source: CommentSource }): Promise<Comment[]>;
  thread(q: { id: number; page: number }): Promise<CommentThread>;
  count(q: { articleId: number; source: CommentSource }): Promise<number>;
  /** the member's own comments on the article that are not public: waiting for review or rejected */
  myUnpublished(q: { articleId: number; source: CommentSource }): Promise<Comment[]>;
  /** the latest as the member may read them: a private circle's post's comments to its members (docs/circle.md) */
  latestAsMember(q: { articleId: number; source: CommentSource; page: number }): Promise<CommentPage>;
  /** every comment of the member's (public, waiting, rejected), newest first, 0-based pages of 20 */
  myComments(page: number): Promise<MyComment[]>;
  /** the comment as stored (undefined from deployments that answer only `value:"true"`) */
  post(comment: NewComment): Promise<Comment | undefined>;
  remove(id: number): Promise<DeleteOutcome>;
  /** report a comment to the newsroom */
  report(q: { id: number; reason: string; type: number }): Promise<void>;
  /** the member likes a comment, once; answers its likes now (undefined when the answer names none) */
  like(id: number): Promise<number | undefined>;
  /** the comments of the article the member liked, with their likes now */
  myLikes(q: { articleId: number; source: CommentSource }): Promise<CommentLike[]>;
}

export function createCommentsApi(core: Core): CommentsApi {
  const userID = () => signedInMemberId(core.credentials);
  return {
    memberId: () => memberIdOf(core.credentials),
    latest: ({ articleId, source, page }) => core.call(ops.discussView, { id: articleId, source, page }),
    hot: ({ articleId, source }) => core.call(ops.discussHot, { id: articleId, source }),
    thread: ({ id, page }) => core.call(ops.discussReply, { id, page }),
    count: ({ articleId, source }) => core.call(ops.discussCount, { id: articleId, source }),
    latestAsMember: async ({ articleId, source, page }) =>
      core.call(ops.discussViewMember, { id: articleId, source, page, userID: userID() }),
    myUnpublished: async ({ articleId, source }) =>
      core.call(ops.myDiscuss, { userID: userID(), rootID: articleId, sourceType: source }),
    myComments: async (page) => core.call(ops['myDiscuss.member'], { userID: userID(), page }),
    post: async (c) =>
      core.call(ops.discuss, {
        userID: userID(),
        rootID: c.articleId,
        sourceType: c.source,
        parentID: c.parentId,
        content: c.text,
        pics: c.pictureIds?.length ? c.pictureIds.join(',') : undefined,
        requestKey: c.requestKey,
        channel: 1,
      }),
    remove: async (id) => core.call(ops.delMyDiscuss, { userID: userID(), fileId: id }),
    report: async ({ id, reason, type }) =>
      core.call(ops.expose, { userID: userID(), rootID: id, sourceType: 1, type, reason }),
    like: async (id) => core.call(ops.discussPraise, { userID: userID(), id }),
    myLikes: async ({ articleId, source }) =>
      core.call(ops.myDiscussPraise, { userID: userID(), rootID: articleId, sourceType: source }),
  };
}
