import { data } from 'react-router';
import { CancelledMember } from '~/features/account/CancelledMember';
import { loadProfile } from '~/features/account/loadProfile.server';
import { ProfilePage } from '~/features/account/ProfilePage';
import { loadMemberCircles } from '~/features/circle/loadMemberCircles.server';
import { MemberCircles } from '~/features/circle/MemberCircles';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { readCatalog } from '~/i18n/catalogText';
import { requestCatalog } from '~/i18n/request.server';
import type { Route } from './+types/userDetail';
import { queryNumber, requiredId } from './params';
import { fromPublisher } from './responses';

export const handle = { catalogs: ['account', 'circle', 'lists'] } satisfies RouteHandle;

/** Far past anyone's remarks; a larger page is a probe. */
const maxPage = 500;

export async function loader({ request, params, url }: Route.LoaderArgs) {
  const uid = requiredId(params.id);
  const page = Math.min(queryNumber(url.searchParams, 'page') ?? 0, maxPage);
  const { t, catalog } = requestCatalog(request, handle.catalogs);
  const [profile, circles] = await Promise.all([
    fromPublisher(() => loadProfile({ uid, page })),
    loadMemberCircles(uid, t),
  ]);
  // a deleted account is gone for readers: its page says so, and crawlers drop it
  return data({ ...profile, circles, catalog }, profile.cancelled ? { status: 410 } : undefined);
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  if (!loaded) return matches[0]?.meta ?? [];
  const title = loaded.cancelled ? readCatalog(loaded.catalog)['account.cancelledTitle'] : loaded.nickname;
  return [{ title: pageTitle(matches, title) }];
}

// an unknown member (404) or the publisher away (503): the root's error page, with its way home
export default function UserDetail({ loaderData }: Route.ComponentProps) {
  if (loaderData.cancelled) return <CancelledMember />;
  return <ProfilePage data={loaderData} circles={<MemberCircles data={loaderData.circles} />} />;
}
