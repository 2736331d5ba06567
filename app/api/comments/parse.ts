// Lenient readers for the comment answers: ints or strings, both id spellings, `.0` dates, `data:"empty"`.
import { arr, date, flag, int, listOf, optStr, pick, rec, str } from '../lenient';
import type {
  Comment,
  CommentPage,
  CommentThread,
  DeleteOutcome,
  MyComment,
  UploadedPicture,
} from './entities';

const sourceOf = (s: number): 0 | 1 | 4 | 5 => (s === 1 || s === 4 || s === 5 ? s : 0);

function pictures(value: unknown): string[] {
  return arr(value).flatMap((a) => {
    const url = typeof a === 'string' ? a : str(pick(rec(a), 'url', 'picUrl'));
    return url ? [url] : [];
  });
}

/** One comment; undefined when it has no id. Replies under `topDiscuss.list` are read one level deep. */
export function parseComment(raw: unknown, depth = 0): Comment | undefined {
  const o = rec(raw);
  const id = int(pick(o, 'id', 'fileId', 'fileID'));
  if (id <= 0) return undefined;
  const info = rec(o.info);
  const parentUser = optStr(info.parentUser);
  const top = rec(o.topDiscuss);
  const firstReplies = depth === 0 ? parseComments(top.list, 1) : [];
  return {
    id,
    articleId: int(pick(o, 'articleID', 'articleId', 'rootID')),
    source: sourceOf(int(o.sourceType)),
    authorId: int(pick(o, 'userID', 'userId')),
    author: str(pick(o, 'userName', 'nickname')),
    text: str(o.content),
    time: date(o.created),
    likes: Math.max(0, int(o.countPraise)),
    replyCount: Math.max(0, int(o.countDiscuss)),
    parentId: int(pick(o, 'parentID', 'parentId')),
    official: flag(pick(o, 'isOfficial', 'official')),
    // absent on deployments without review: public
    pending: pick(o, 'discussStatus') !== undefined && int(o.discussStatus) === 0,
    ...(int(o.discussStatus) === 2 ? { rejected: { reason: str(o.rejectReason) } } : {}),
    featured: flag(o.isWonderful),
    pictures: pictures(o.attachments),
    ...(parentUser ? { replyTo: { author: parentUser, text: str(info.parentContent) } } : {}),
    firstReplies,
    moreReplies: depth === 0 && (flag(top.hasMore) || int(o.countDiscuss) > firstReplies.length),
  };
}

function parseComments(value: unknown, depth = 0): Comment[] {
  return listOf(value).flatMap((c) => parseComment(c, depth) ?? []);
}

export function parseCommentList(raw: unknown): Comment[] {
  return parseComments(raw);
}

/**
 * myDiscuss without rootID (the member's page): each comment with where it was said, its thing's own source (6, a
 * circle post, which `source` does not carry) and title (rootTitle, ours; '' where the publisher sends none).
 */
export function parseMyComments(raw: unknown): MyComment[] {
  return listOf(raw).flatMap((item) => {
    const comment = parseComment(item, 1);
    if (!comment || comment.articleId <= 0) return [];
    const o = rec(item);
    return [{ comment, saidOn: int(o.sourceType), title: str(o.rootTitle) }];
  });
}

export function parseCommentPage(raw: unknown): CommentPage {
  const o = rec(raw);
  const comments = parseComments(raw);
  const total = Math.max(int(pick(o, 'totalCount', 'total')), comments.length);
  return { comments, total, hasMore: o.hasMore === undefined ? comments.length === 20 : flag(o.hasMore) };
}

export function parseCommentThread(raw: unknown): CommentThread {
  return { main: parseComment(rec(raw).main) ?? null, ...parseCommentPage(raw) };
}

export function parseCommentCount(raw: unknown): number {
  return Math.max(0, int(pick(rec(raw), 'count', 'countDiscuss', 'totalCount')));
}

/** discuss answers `{value:"true"}` on Founder's deployments and the new comment itself on ours. */
export function parsePosted(raw: unknown): Comment | undefined {
  return parseComment(rec(raw).discuss);
}

export function parseDeleteOutcome(raw: unknown): DeleteOutcome {
  const status = int(rec(raw).status);
  return status === 0 ? 'deleted' : status === 1 ? 'notOwn' : 'missing';
}

/** discussUpload: the picture's id and where it is shown; undefined when the answer names none. */
export function parseUploaded(raw: unknown): UploadedPicture | undefined {
  const r = rec(raw);
  const id = int(pick(r, 'picID', 'picId', 'id'));
  const url = str(pick(r, 'url', 'picUrl', 'imgUrl'));
  return id > 0 && url ? { id, url } : undefined;
}
