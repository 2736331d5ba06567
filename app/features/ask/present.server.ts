// 问吧's entities into what the pages draw, on the server: the browser needs no clock, date or masking code.
import type { AskTopic, Question } from '~/api/ask/entities';
import { pictureUrl } from '~/features/lists/pictureUrl';
import { timeWords } from '~/features/lists/timeWords';
import type { Translate } from '~/i18n/translate';
import { formatCount } from '~/lib/count';
import { maskName } from '~/lib/maskName';
import { timeAgo } from '~/lib/relativeTime';
import type { AnswererView, QuestionCardView, QuestionView } from './askView';

const pictures = (urls: string[]) => urls.flatMap((u) => pictureUrl(u) ?? []);

export function presentAnswerer(a: { name: string; role: string; icon?: string }): AnswererView {
  const icon = pictureUrl(a.icon);
  return { name: a.name, role: a.role, ...(icon ? { icon } : {}) };
}

export function presentCard(q: Question, now: number, t: Translate): QuestionCardView {
  const words = timeWords(t);
  return {
    id: q.id,
    text: q.text,
    asker: maskName(q.asker.name) || t('ask.anonymous'),
    when: q.askedAt ? timeAgo(q.askedAt, now, words) : '',
    location: q.location,
    pictures: pictures(q.pictures),
    answer: q.answer,
    answeredWhen: q.answeredAt ? timeAgo(q.answeredAt, now, words) : '',
    likesText: formatCount(q.likes),
    commentsText: formatCount(q.comments),
  };
}

export function presentQuestion(
  q: Question,
  topic: AskTopic | null,
  now: number,
  t: Translate,
): QuestionView {
  return {
    ...presentCard(q, now, t),
    topicId: q.topicId || topic?.id || 0,
    topicTitle: q.topicTitle || topic?.title || '',
    answerer: presentAnswerer(
      topic ? { ...q.answerer, ...topic.answerer, name: q.answerer.name || topic.answerer.name } : q.answerer,
    ),
    answerPictures: pictures(q.answerPictures),
    likes: q.likes,
    commentsClosed: q.commentsClosed || (topic?.commentsClosed ?? false),
  };
}
