import type { PublisherContext } from '../../context.ts';
import type { AskQuestionRow, AskTopicRow } from '../../db/schema/index.ts';
import { publicUrlOf } from '../../uploads/store.ts';
import { picUrl, wireTime } from '../../wire.ts';

type Bases = Pick<PublisherContext, 'publicUrl' | 'uploads'>;

/**
 * A 问吧 topic as a list item (a home module's, a column's) _(ours: Founder's code knows no such type)_: articleType
 * 104 with `linkID` the topic, so the item opens topicDetail/<linkID>.html.
 */
export const ASK_TOPIC_ARTICLE_TYPE = 104;

/** A question's or an answer's picture: the upload service's key (`pic/uploads/…`), or a demo ref under /pic/. */
export const askPictureUrl = (bases: Bases, ref: string) =>
  ref.startsWith('pic/') ? publicUrlOf(bases.uploads.store, ref) : picUrl(bases.publicUrl, ref);

/** Founder's attachments: `{type, url, duration}`, 1 a picture. */
const pictures = (bases: Bases, refs: string[]) =>
  refs.map((ref) => ({ type: 1, url: askPictureUrl(bases, ref), duration: 0 }));

export type TopicCounts = { fans: number; questions: number; answers: number };

/**
 * A 问吧 topic as getSubject sends it for `id` (Founder's subject): `fileId, version, title, pubtime, sourceType,
 * content, attachments, discussClosed, questionClosed, countFan, countQuestion, countAnswer, group, answerer,
 * answererID, answererIcon, appBanner, webBanner`. `countQuestion` counts the questions let in (answered or not),
 * `countAnswer` the answered ones.
 */
export function topicWire(bases: Bases, t: AskTopicRow, counts: TopicCounts) {
  const banner = picUrl(bases.publicUrl, t.bannerRef);
  return {
    fileId: t.topicId,
    version: t.createdAt,
    title: t.title,
    pubtime: wireTime(t.createdAt),
    sourceType: 3,
    content: t.content,
    attachments: [],
    discussClosed: t.discussClosed,
    questionClosed: t.questionClosed,
    countFan: counts.fans,
    countQuestion: counts.questions,
    countAnswer: counts.answers,
    group: t.answererRole,
    answerer: t.answerer,
    answererID: t.answererId,
    answererIcon: picUrl(bases.publicUrl, t.answererIconRef),
    appBanner: banner,
    webBanner: banner,
  };
}

/**
 * A question as the lists send it (questionList, questionListHot, myQuestion): Founder's list names `fileId, topic,
 * topicId, time, question, author, authorID, authorIcon, answerer, answererIcon, answerTime, answer, countPraise,
 * countDiscuss, location, attachments`, and `answered` 0/1. `answerPics` are the answer's pictures (spec §3 QA).
 */
export function questionItem(bases: Bases, q: AskQuestionRow, topic: AskTopicRow, countDiscuss: number) {
  return {
    fileId: q.id,
    topic: topic.title,
    topicId: topic.topicId,
    time: wireTime(q.createdAt),
    question: q.content,
    author: q.userName,
    authorID: q.uid,
    authorIcon: '',
    answerer: topic.answerer,
    answererIcon: picUrl(bases.publicUrl, topic.answererIconRef),
    answerTime: q.answeredAt ? wireTime(q.answeredAt) : '',
    answer: q.answer ?? '',
    answered: q.answeredAt ? 1 : 0,
    countPraise: q.countPraise,
    countDiscuss,
    location: q.location,
    attachments: pictures(bases, q.pics),
    answerPics: q.answerPics.map((ref) => askPictureUrl(bases, ref)),
  };
}

/**
 * questionDetail's shape: `fileId, subjectID, version, title (the question), publishtime, userName, answerTime,
 * answer, content (the question in full), location, countDiscuss, countPraise, userIcon, attachments`, with the
 * answerer's `answerer, answererIcon, group`, the topic's `topic, discussClosed` and the answer's `answerPics`.
 */
export function questionDetailWire(
  bases: Bases,
  q: AskQuestionRow,
  topic: AskTopicRow,
  countDiscuss: number,
) {
  return {
    fileId: q.id,
    subjectID: topic.topicId,
    version: q.answeredAt ?? q.createdAt,
    title: q.content,
    publishtime: wireTime(q.createdAt),
    userName: q.userName,
    userIcon: '',
    answerTime: q.answeredAt ? wireTime(q.answeredAt) : '',
    answer: q.answer ?? '',
    content: q.content,
    location: q.location,
    countDiscuss,
    countPraise: q.countPraise,
    attachments: pictures(bases, q.pics),
    answerPics: q.answerPics.map((ref) => askPictureUrl(bases, ref)),
    answerer: topic.answerer,
    answererIcon: picUrl(bases.publicUrl, topic.answererIconRef),
    group: topic.answererRole,
    topic: topic.title,
    discussClosed: topic.discussClosed,
  };
}
