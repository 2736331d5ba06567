import { optionalIntParam } from '../../validation.ts';
import type { CommentSource } from './store.ts';

/** Spec §3: a paper article's comments are source 3; a 问吧 question's 4, a 问政 inquiry's 5 (Founder's numbering, spec §7). */
const PAPER_ARTICLE = 3;
/** This edition's: a circle post's comments (docs/circle.md), past Founder's 4 (question) and 5 (inquiry). */
const CIRCLE_POST = 6;
/** This edition's: a 问吧 topic's own comments (ask/read.ts TOPIC_COMMENT_SOURCE). */
const ASK_TOPIC = 7;
const KNOWN = new Set([0, 1, PAPER_ARTICLE, 4, 5, CIRCLE_POST, ASK_TOPIC]);

/**
 * The `source` (or `sourceType`) a caller names: 0 an article, 1 a live, 3 a paper article, 4 a 问吧 question, 5 a
 * 问政 inquiry, 6 a circle post, 7 a 问吧 topic. A paper article is an article here (docs/paper.md), so 3 reads and writes that article's own comments
 * (source 0): one conversation whether it is read on its page or anywhere else. Anything else is refused.
 */
export const commentSourceParam = (name: string) =>
  optionalIntParam(name, 0, ASK_TOPIC, 0)
    .refine((s) => KNOWN.has(s), `${name} 只能是 0、1、3、4、5、6 或 7`)
    .transform((s): CommentSource => (s === PAPER_ARTICLE ? 0 : (s as CommentSource)));
