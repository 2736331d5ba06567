// What the reader is writing, per article and per comment answered: the text, the pictures (with their bytes
// until they are kept) and the request key, kept as a form draft in IndexedDB (ui/upload/formDrafts.ts) until the
// comment is posted. The request key travels with it, so sending it again posts once.
import type { CommentSource } from '~/api/comments/entities';

/** The comment box's own fields of its draft; the pictures are the draft's files. */
export interface CommentFields {
  text: string;
  requestKey: string;
  /** whom a reply answers, for the box's title after a reload */
  replyToName: string;
}

export interface DraftTarget {
  articleId: number;
  source: CommentSource;
  /** 0: a new comment */
  parentId: number;
}

export const draftKey = ({ articleId, source, parentId }: DraftTarget) =>
  `commentDraft:${source}:${articleId}:${parentId}`;

/** A fresh key for one intended comment (the publisher keeps one comment per key and member). */
export function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The fragment that reopens the box after login: `comment-box` or `comment-box-<parentId>`. */
export const boxFragment = (parentId: number) => (parentId ? `comment-box-${parentId}` : 'comment-box');

export function parentFromFragment(hash: string): number | undefined {
  const m = /^#comment-box(?:-(\d{1,12}))?$/.exec(hash);
  return m ? Number(m[1] ?? 0) : undefined;
}
