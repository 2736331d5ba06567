import { data } from 'react-router';
import { loadQuestion } from '~/features/ask/loadQuestion.server';
import { QuestionPage } from '~/features/ask/QuestionPage';
import { Comments } from '~/features/comments/Comments';
import { closedIf, loadCommentsFoot } from '~/features/comments/loadComments.server';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { requestCatalog } from '~/i18n/request.server';
import { pageModesFrom } from '~/lib/pageModes';
import type { Route } from './+types/askDetail';
import { requiredId } from './params';
import { fromPublisher } from './responses';

export const handle = {
  catalogs: ['ask', 'lists', 'comments', 'uploads', 'interaction'],
  title: 'ask.questionTitle',
} satisfies RouteHandle;

export async function loader({ request, params, url }: Route.LoaderArgs) {
  const id = requiredId(params.id);
  const { t, catalog } = requestCatalog(request, handle.catalogs);
  const shareMode = pageModesFrom(url.searchParams).share;
  const canonical = `${url.origin}${url.pathname}`;
  const [detail, comments] = await Promise.all([
    fromPublisher(() => loadQuestion({ id, t, canonical, shareMode })),
    // a 问吧 question's comments are source 4 (Founder's numbering)
    loadCommentsFoot({ articleId: id, source: 4, shareMode, t }),
  ]);
  const { question, actions, head } = detail;
  return data({ question, actions, head, comments: closedIf(comments, question.commentsClosed), catalog });
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  if (!loaded) return matches[0]?.meta ?? [];
  return [{ title: pageTitle(matches, loaded.question.text.slice(0, 30)) }, ...loaded.head];
}

export default function AskDetail({ loaderData }: Route.ComponentProps) {
  const { question, actions, comments } = loaderData;
  return <QuestionPage question={question} actions={actions} foot={<Comments view={comments} />} />;
}
