import type { PublisherContext } from '../../context.ts';
import type { CircleNoticeRow, CircleRow, PostAttachment, PostStatus } from '../../db/schema/index.ts';
import { publicUrlOf } from '../../uploads/store.ts';
import { absolute, picUrl, wireTime } from '../../wire.ts';
import type { Membership, PostWithAuthor } from './read.ts';

type Bases = Pick<PublisherContext, 'publicUrl' | 'uploads'>;

/** Where a stored file is read: an upload's key in the object store, a site path, or a demo picture's ref. */
export function fileUrl(bases: Bases, key: string): string {
  if (key.startsWith('pic/uploads/') || key.startsWith('media/uploads/'))
    return publicUrlOf(bases.uploads.store, key);
  return key.startsWith('/') ? absolute(bases.publicUrl, key) : picUrl(bases.publicUrl, key);
}

/** The attachments as every area sends them: `{type (1 picture, 2 video), url, duration (s), poster}`. */
export const attachmentsWire = (bases: Bases, list: PostAttachment[]) =>
  list.map((a) => ({
    type: a.type,
    url: fileUrl(bases, a.key),
    duration: a.duration ?? 0,
    poster: a.posterKey ? fileUrl(bases, a.posterKey) : '',
  }));

/** A circle as the circle list sends it; `status` 1 when the newsroom closed it. */
export function circleItem(bases: Bases, c: CircleRow) {
  return {
    circleID: c.circleId,
    name: c.name,
    summary: c.summary,
    picUrl: c.coverRef ? fileUrl(bases, c.coverRef) : '',
    isPrivate: c.isPrivate,
    postPolicy: c.postPolicy === 'keepers' ? 1 : 0,
    countMember: c.countMember,
    countPost: c.countPost,
    status: c.closed,
  };
}

/** The reader's standing in a circle: `state` 0 not in it, 1 asked to join (审核中), 2 a member; `role` 1 a keeper. */
export const memberWire = (membership: Membership | undefined, canPost: boolean) => ({
  state: membership ? (membership.state === 'joined' ? 2 : 1) : 0,
  role: membership?.role === 'keeper' ? 1 : 0,
  canPost: canPost ? 1 : 0,
});

export const noticeItem = (n: CircleNoticeRow) => ({
  noticeID: n.noticeId,
  circleID: n.circleId,
  title: n.title,
  isTop: n.pinned,
  createTime: wireTime(n.createdAt),
});

/** The reader's words for where a post stands: 1 public, 0 held for review (审核中), 2 rejected or removed. */
const postStatusWire = (status: PostStatus) => (status === 1 ? 1 : status === 0 ? 0 : 2);

/**
 * One post as the lists and postDetail send it. `postStatus` and `rejectReason` matter to its author alone (nobody
 * else is sent a post that is not public); `praised` is the reader's own like (0 without a member).
 */
export function postWire(
  bases: Bases,
  { post, countDiscuss, nickname, headRef }: PostWithAuthor,
  extra: { praised: boolean; rejectReason?: string },
) {
  return {
    postID: post.postId,
    circleID: post.circleId,
    userID: post.uid,
    nickname: nickname ?? '',
    head: picUrl(bases.publicUrl, headRef),
    content: post.content,
    attachments: attachmentsWire(bases, post.attachments),
    createTime: wireTime(post.createdAt),
    countPraise: post.countPraise,
    countDiscuss: Number(countDiscuss),
    isTop: post.pinned,
    postStatus: postStatusWire(post.status),
    rejectReason: extra.rejectReason ?? '',
    praised: extra.praised ? 1 : 0,
  };
}
