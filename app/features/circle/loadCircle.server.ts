// A circle's page data, read on the server as every visitor sees it (cacheable): the circle, its notices and a page
// of posts in the tab asked for. The reader's standing, own held posts and likes are read in the browser.
import type { CircleDetail } from '~/api/circle/entities';
import { publisherForServer } from '~/api/server';
import type { Translate } from '~/i18n/translate';
import type { CircleTab } from './circlePaths';
import { presentPost } from './present';
import type { PostView } from './postView';

export type CirclePageData = {
  circle: CircleDetail;
  tab: CircleTab;
  page: number;
  posts: PostView[];
  hasMore: boolean;
  locked: boolean;
};

/** null: no such circle. Throws the client's PublisherError when the publisher fails. */
export async function loadCircle(q: {
  id: number;
  tab: CircleTab;
  page: number;
  t: Translate;
}): Promise<CirclePageData | null> {
  const publisher = publisherForServer();
  const [circle, posts] = await Promise.all([
    publisher.circle.circle(q.id),
    publisher.circle.posts({ circleId: q.id, listType: q.tab === 'hot' ? 2 : 1, page: q.page }),
  ]);
  if (!circle) return null;
  const now = Date.now();
  return {
    circle,
    tab: q.tab,
    page: q.page,
    posts: posts.posts.map((p) => presentPost(p, now, q.t)),
    hasMore: posts.hasMore,
    locked: posts.locked,
  };
}
