// topicDetail's data, read and shaped on the server: the topic and its answered questions, the same for every
// visitor (cacheable). Following and asking happen in the browser.
import { publisherForServer } from '~/api/server';
import { pictureUrl } from '~/features/lists/pictureUrl';
import type { Translate } from '~/i18n/translate';
import { formatCount } from '~/lib/count';
import type { QuestionOrder, TopicView } from './askView';
import { presentAnswerer, presentCard } from './present.server';
import { topicFollow } from './TopicPage';

/** The article body's allow-list sanitiser, handed in by the route (areas do not import each other). */
export type Sanitize = (html: string) => string;

/** Pages a reader may have opened with 加载更多 (20 each): past it, the list is long enough for a page. */
export const MAX_TOPIC_PAGE = 9;

/** null: no such topic. `page`: every page up to it is shown (load more is a link, and works without JavaScript). */
export async function loadTopic(request: {
  id: number;
  order: QuestionOrder;
  page: number;
  sanitize: Sanitize;
  t: Translate;
}): Promise<TopicView | null> {
  const { id, order, sanitize, t } = request;
  const api = publisherForServer().ask;
  const page = Math.min(Math.max(0, request.page), MAX_TOPIC_PAGE);
  // the follow button's island, loaded for the server's render
  const follow = topicFollow.preload();
  const [topic, ...pages] = await Promise.all([
    api.topic(id),
    ...Array.from({ length: page + 1 }, (_, p) => api.questions(id, order, p)),
  ]);
  await follow;
  if (!topic) return null;
  const now = Date.now();
  const last = pages[pages.length - 1];
  const seen = new Set<number>();
  const questions = pages
    .flatMap((p) => p?.questions ?? [])
    // an answer arriving between two page reads shifts the pages: a question is shown once
    .filter((q) => !seen.has(q.id) && (seen.add(q.id), true))
    .map((q) => presentCard(q, now, t));
  const banner = pictureUrl(topic.banner);
  return {
    id: topic.id,
    title: topic.title,
    bodyHtml: sanitize(topic.html),
    ...(banner ? { banner } : {}),
    answerer: presentAnswerer(topic.answerer),
    fans: topic.fans,
    questionsText: formatCount(topic.questions),
    answersText: formatCount(topic.answers),
    questionsClosed: topic.questionsClosed,
    commentsClosed: topic.commentsClosed,
    order,
    questions,
    page,
    hasMore: (last?.hasMore ?? false) && page < MAX_TOPIC_PAGE,
  };
}
