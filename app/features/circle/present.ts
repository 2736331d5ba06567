// Posts into what the reader sees: times in words (lists' words), counts in the site's figures.
import type { Post } from '~/api/circle/entities';
import { timeWords } from '~/features/lists/timeWords';
import type { Translate } from '~/i18n/translate';
import { formatCount } from '~/lib/count';
import { timeAgo } from '~/lib/relativeTime';
import type { PostView } from './postView';

export function presentPost(post: Post, now: number, t: Translate): PostView {
  return {
    ...post,
    when: post.at ? timeAgo(post.at, now, timeWords(t)) : '',
    likesText: formatCount(post.likes),
    commentsText: formatCount(post.comments),
  };
}
