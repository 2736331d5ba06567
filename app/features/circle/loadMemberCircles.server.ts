// What userDetail shows of a member in circles, read on the server for every visitor: their public circles and their
// public posts there. Circles are a part of the page: when the publisher cannot give them, the page still shows the
// rest and says this part failed.
import type { Circle } from '~/api/circle/entities';
import { isPublisherError } from '~/api/errors';
import { publisherForServer } from '~/api/server';
import type { Translate } from '~/i18n/translate';
import { presentPost } from './present';
import type { PostView } from './postView';

export type MemberCirclesView = { circles: Circle[]; posts: PostView[] };

/** null: the publisher could not answer. */
export async function loadMemberCircles(uid: number, t: Translate): Promise<MemberCirclesView | null> {
  try {
    const found = await publisherForServer().circle.ofMember({ uid });
    const now = Date.now();
    return { circles: found.circles, posts: found.posts.map((p) => presentPost(p, now, t)) };
  } catch (error) {
    if (isPublisherError(error)) return null;
    throw error;
  }
}
