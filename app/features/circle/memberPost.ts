// A post the page every visitor shares could not show, read as the signed-in reader in the browser: their own held
// (审核中) or rejected one, or one of a private circle they are in. Loaded only on such a page.
import { memberApi } from '~/features/ui/member/memberApi';
import type { Translate } from '~/i18n/translate';
import type { PostPageData } from './loadPost.server';
import { presentPost } from './present';

/** The post as the reader may read it; null for a visitor, or when it is not theirs to read. */
export async function readAsMember(id: number, t: Translate): Promise<PostPageData | null> {
  const { api, signedIn } = await memberApi('circle');
  if (!signedIn) return null;
  const detail = await api.post(id);
  if (!detail?.post) return null;
  return { circle: detail.circle, post: presentPost(detail.post, Date.now(), t) };
}
