import { sanitizeArticleBody } from '~/features/article/sanitize.server';
import { loadCourse } from '~/features/study/loadCourse.server';
import { CoursePage } from '~/features/study/CoursePage';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { requestCatalog } from '~/i18n/request.server';
import type { Route } from './+types/onlineStudy';
import { requiredId } from './params';
import { fromPublisher } from './responses';

// player: the lesson's video player speaks its own words
export const handle = { catalogs: ['study', 'player'] } satisfies RouteHandle;

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = requiredId(params.id);
  const { catalog } = requestCatalog(request, handle.catalogs);
  // a course's description and its article lessons are article HTML: cut to the same allow-list (no media placed)
  const sanitize = (html: string) => sanitizeArticleBody(html, { images: [], videos: [] });
  const course = await fromPublisher(() => loadCourse(id, sanitize));
  return { course, catalog };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return matches[0]?.meta ?? [];
  return [
    { title: pageTitle(matches, data.course.title) },
    { name: 'description', content: data.course.summary.slice(0, 100) },
  ];
}

export default function OnlineStudy({ loaderData }: Route.ComponentProps) {
  return <CoursePage course={loaderData.course} />;
}
