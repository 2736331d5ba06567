import type { PublisherContext } from '../../context.ts';
import { COMMENT_STATUS, type CommentRow } from '../../db/schema/index.ts';
import { publicUrlOf } from '../../uploads/store.ts';
import { wireTime } from '../../wire.ts';
import type { Avatars } from './avatars.ts';

/** What a comment picture's address is made from: the publisher's public URL and the upload service's store. */
export type PictureBases = Pick<PublisherContext, 'publicUrl' | 'uploads'>;

/**
 * Where a comment's picture is read. A comment keeps the upload service's key of each picture
 * (`pic/uploads/<key>.<ext>`, upload.ts); comments from before the service keep the ref of their row in
 * comment_uploads (`<id>.jpg|bmp`), still served by comments/pictures.ts.
 */
export const commentPictureUrl = (bases: PictureBases, ref: string) =>
  ref.startsWith('pic/') ? publicUrlOf(bases.uploads.store, ref) : `${bases.publicUrl}/pic/comment/${ref}`;

/**
 * One comment as discussView and discussHot send it (PUBLISHER_API §4.4). Beyond Founder's fields: `isOfficial` (the
 * newsroom's comments and replies, which the spec labels) and `discussStatus` (0: waiting for review, shown to its
 * author only; 1: public; 2: rejected, shown to its author only, myDiscuss). `userIcon`: the author's avatar
 * (avatars.ts) in the lists; '' in discuss's answer, which keeps the write path to its batch (the page draws the
 * author's initial until the next read). `info.parentUser`/`parentContent` name the comment a reply answers when it is another reply (else empty).
 */
export function commentWire(bases: PictureBases, c: CommentRow, parent?: CommentRow, avatars?: Avatars) {
  return {
    id: c.id,
    articleID: c.articleId,
    userID: c.uid,
    userName: c.userName,
    // the member's avatar ('' without one: the page draws their initial)
    userIcon: avatars?.get(c.uid) ?? '',
    content: c.content,
    created: wireTime(c.createdAt),
    countDiscuss: c.countReply,
    countPraise: c.countPraise,
    parentID: c.parentId,
    parentUserID: parent?.uid ?? 0,
    sourceType: c.source,
    type: 0,
    isWonderful: c.isWonderful,
    isOfficial: c.official,
    discussStatus: c.status === COMMENT_STATUS.approved ? 1 : c.status === COMMENT_STATUS.rejected ? 2 : 0,
    attachments: c.pics.map((ref) => ({ type: 0, url: commentPictureUrl(bases, ref) })),
    info: { parentUser: parent?.userName ?? '', parentContent: parent?.content ?? '' },
  };
}

export type CommentWire = ReturnType<typeof commentWire>;
