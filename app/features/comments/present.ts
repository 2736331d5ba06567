// Comments into what the reader sees: times in words, made on the server for the page (so its first paint needs no
// clock or date code) and in the comment section for what a member reads as themselves after it.
import type { Comment } from '~/api/comments/entities';
import { timeWords } from '~/features/lists/timeWords';
import type { Translate } from '~/i18n/translate';
import { formatCount } from '~/lib/count';
import { timeAgo } from '~/lib/relativeTime';
import type { CommentView } from './commentView';

export function presentComment(c: Comment, now: number, t: Translate): CommentView {
  return {
    ...c,
    when: c.time ? timeAgo(c.time, now, timeWords(t)) : '',
    likesText: c.likes > 0 ? formatCount(c.likes) : '',
    repliesText: formatCount(c.replyCount),
    firstReplies: c.firstReplies.map((r) => presentComment(r, now, t)),
  };
}
