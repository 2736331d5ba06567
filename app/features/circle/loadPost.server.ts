// A post's page data as every visitor sees it: the post and its circle (only the circle when the post is in a
// private circle), read on the server; the reader's like and own post are read in the browser.
import type { Circle } from '~/api/circle/entities';
import { publisherForServer } from '~/api/server';
import type { Translate } from '~/i18n/translate';
import { presentPost } from './present';
import type { PostView } from './postView';

/** `post` absent: the post is in a private circle (or a closed one); only its circle shows to every visitor. */
export type PostPageData = { circle: Circle; post?: PostView };

export async function loadPost(id: number, t: Translate): Promise<PostPageData | null> {
  const detail = await publisherForServer().circle.post(id);
  if (!detail) return null;
  return detail.post
    ? { circle: detail.circle, post: presentPost(detail.post, Date.now(), t) }
    : { circle: detail.circle };
}
