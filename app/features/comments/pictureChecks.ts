// What the comment box asks of a picture before it leaves the phone (spec §5), and what a failed upload tells the
// reader. The publisher checks the same things again by decoding the picture (images/member-picture.ts).
import { isPublisherError } from '~/api/errors';
import type { MessageKey } from '~/i18n/messages.server';
import { pictureHeadBytes, pictureKindOf } from '~/lib/pictureBytes';
import { isAcceptedPicture } from '~/lib/pictureKinds';

/** pictures one comment may carry (the publisher keeps at most 9 ids per comment) */
export const maxPictures = 9;
/** the largest picture the publisher takes (publisher/app-if/comments/upload.ts) */
export const maxPictureMB = 10;

/** spec §5's message word for word, as the publisher sends it */
const pictureOnlyText = '系统仅支持jpg/jpeg/png/gif/bmp格式的照片！';

export type PictureRefusal = 'comments.box.pictureOnly' | 'comments.box.pictureTooBig';

/**
 * Why the box will not upload `file`: its name (and declared type) or its first bytes are no jpg/jpeg/png/gif/bmp,
 * or it is too big.
 */
export async function pictureRefusal(file: File): Promise<PictureRefusal | undefined> {
  if (!isAcceptedPicture(file)) return 'comments.box.pictureOnly';
  const head = new Uint8Array(await file.slice(0, pictureHeadBytes).arrayBuffer());
  if (!pictureKindOf(head)) return 'comments.box.pictureOnly';
  if (file.size > maxPictureMB * 1024 * 1024) return 'comments.box.pictureTooBig';
  return undefined;
}

export type UploadFailure = { key: MessageKey } | { text: string };

/** A failed upload in the reader's words: the publisher's refusals in theirs, anything else "could not upload". */
export function uploadFailure(error: unknown): UploadFailure {
  if (!isPublisherError(error) || error.unavailable) return { key: 'comments.box.uploadFailed' };
  if (error.httpStatus === 413) return { key: 'comments.box.pictureTooBig' };
  if (error.message === pictureOnlyText) return { key: 'comments.box.pictureOnly' };
  if (error.kind === 'status' && error.message) return { text: error.message };
  return { key: 'comments.box.uploadFailed' };
}
