// What the reader is writing, kept in local storage per article and per comment answered: the text and the pictures
// already uploaded survive a reload, the round trip through login, a failed sending and a refusal; the draft is
// dropped once the comment is posted. The request key travels with it, so sending it again posts once.
import type { CommentSource } from '~/api/comments/entities';

export interface DraftPicture {
  id: number;
  url: string;
  name: string;
}

export interface Draft {
  text: string;
  pictures: DraftPicture[];
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

const key = ({ articleId, source, parentId }: DraftTarget) =>
  `commentDraft:${source}:${articleId}:${parentId}`;

/** A fresh key for one intended comment (the publisher keeps one comment per key and member). */
export function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function readDraft(target: DraftTarget): Draft | undefined {
  try {
    const o: unknown = JSON.parse(localStorage.getItem(key(target)) ?? 'null');
    if (!o || typeof o !== 'object') return undefined;
    const d = o as Partial<Draft>;
    if (typeof d.text !== 'string' || typeof d.requestKey !== 'string') return undefined;
    const pictures = Array.isArray(d.pictures)
      ? d.pictures.filter(
          (p): p is DraftPicture =>
            !!p && typeof p.id === 'number' && typeof p.url === 'string' && typeof p.name === 'string',
        )
      : [];
    return { text: d.text, pictures, requestKey: d.requestKey, replyToName: String(d.replyToName ?? '') };
  } catch {
    return undefined;
  }
}

export function saveDraft(target: DraftTarget, draft: Draft): void {
  try {
    localStorage.setItem(key(target), JSON.stringify(draft));
  } catch {
    // storage full or off: the box still holds the draft while the page is open
  }
}

export function forgetDraft(target: DraftTarget): void {
  try {
    localStorage.removeItem(key(target));
  } catch {
    // nothing kept
  }
}

/** The fragment that reopens the box after login: `comment-box` or `comment-box-<parentId>`. */
export const boxFragment = (parentId: number) => (parentId ? `comment-box-${parentId}` : 'comment-box');

export function parentFromFragment(hash: string): number | undefined {
  const m = /^#comment-box(?:-(\d{1,12}))?$/.exec(hash);
  return m ? Number(m[1] ?? 0) : undefined;
}
