import { data } from 'react-router';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { loadSpecialTopic } from '~/features/topic/loadSpecialTopic.server';
import { WrongTypePage } from '~/features/topic/Notice';
import { SpecialTopicPage } from '~/features/topic/SpecialTopicPage';
import { useI18n } from '~/i18n/context';
import { requestCatalog } from '~/i18n/request.server';
import type { Route } from './+types/specDetail';
import { optionalId } from './params';
import { fromPublisher, notFound } from './responses';

export const handle = {
  catalogs: ['topic', 'lists'],
  topBar: true,
  title: 'topic.special.title',
} satisfies RouteHandle;

/**
 * `linkID` the topic's column (a topic item's linkID), `id` its article; one segment alone is the article (React
 * Router fills the last optional parameter), whose linkID names the topic.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const linkId = optionalId(params.linkID);
  const fileId = optionalId(params.id);
  if (!linkId && !fileId) throw notFound();
  const { t, catalog } = requestCatalog(request, handle.catalogs);
  const view = await fromPublisher(() => loadSpecialTopic({ linkId, fileId, t }));
  return data({ view, catalog });
}

export function meta({ data: page, matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, page?.view.title) }];
}

export default function SpecDetail({ loaderData: { view } }: Route.ComponentProps) {
  const { t } = useI18n();
  if (view.kind === 'wrongType') return <WrongTypePage view={view} message={t('topic.wrongType')} />;
  return <SpecialTopicPage topic={view} />;
}
