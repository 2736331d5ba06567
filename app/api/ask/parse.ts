// Lenient readers of 问吧's answers (getSubject's `id` form, questionList, questionListHot, questionDetail,
// questionPraise, ask, myQuestion), on Founder's shapes: ints or strings, both id spellings, `.0` dates, `data:"empty"`; every address
// http(s) or left out.
import { arr, date, flag, int, listOf, pick, rec, str, type Rec } from '../lenient';
import { safeHttpUrl } from '~/lib/safeUrl';
import type { AskTopic, MyQuestion, Question, QuestionLiked, QuestionPage, QuestionState } from './entities';

const count = (v: unknown) => Math.max(0, int(v));
const url = (v: unknown) => safeHttpUrl(v) || undefined;
const withUrl = <K extends string>(key: K, v: unknown): Partial<Record<K, string>> => {
  const u = url(v);
  return u ? ({ [key]: u } as Record<K, string>) : {};
};

/** Founder's attachments `{type, url}`: 1 (or 0, older comment-style lists) a picture; the rest are not pictures. */
const pictures = (v: unknown): string[] =>
  arr(v).flatMap((a) => {
    const o = typeof a === 'string' ? { type: 1, url: a } : rec(a);
    const u = url(o.url);
    return u && [0, 1].includes(int(o.type, 1)) ? [u] : [];
  });

/** getSubject's 问吧 form; null for `data:"empty"` or an answer with no id. */
export function parseAskTopic(raw: unknown): AskTopic | null {
  if (raw === 'empty') return null;
  const o = rec(raw);
  const id = int(pick(o, 'fileId', 'fileID', 'id'));
  if (id <= 0) return null;
  return {
    id,
    title: str(o.title),
    html: str(o.content),
    ...withUrl('banner', pick(o, 'appBanner', 'webBanner')),
    answerer: {
      name: str(o.answerer),
      role: str(o.group),
      ...withUrl('icon', o.answererIcon),
      reporterId: count(pick(o, 'answererID', 'answererId')),
    },
    fans: count(o.countFan),
    questions: count(o.countQuestion),
    answers: count(o.countAnswer),
    questionsClosed: flag(o.questionClosed),
    commentsClosed: flag(o.discussClosed),
    publishedAt: date(pick(o, 'pubtime', 'publishtime')),
  };
}

/** A question from a list item (topic, question, author…) or from questionDetail (title, content, userName…). */
function questionOf(o: Rec): Question | null {
  const id = int(pick(o, 'fileId', 'fileID', 'id'));
  if (id <= 0) return null;
  const answer = str(o.answer);
  const answeredAt = date(o.answerTime);
  return {
    id,
    topicId: count(pick(o, 'topicId', 'topicID', 'subjectID', 'subjectId')),
    topicTitle: str(o.topic),
    text: str(pick(o, 'question', 'content', 'title')),
    asker: {
      name: str(pick(o, 'author', 'userName')),
      ...withUrl('icon', pick(o, 'authorIcon', 'userIcon')),
    },
    askedAt: date(pick(o, 'time', 'publishtime', 'pubtime')),
    location: str(o.location),
    pictures: pictures(o.attachments),
    answered: o.answered === undefined ? answer !== '' : flag(o.answered),
    answer,
    answeredAt,
    answerer: { name: str(o.answerer), role: str(o.group), ...withUrl('icon', o.answererIcon) },
    answerPictures: pictures(o.answerPics),
    likes: count(o.countPraise),
    liked: flag(o.praised),
    comments: count(o.countDiscuss),
    commentsClosed: flag(o.discussClosed),
  };
}

const questions = (raw: unknown) =>
  listOf(raw).flatMap((q) => {
    const parsed = questionOf(rec(q));
    return parsed ? [parsed] : [];
  });

/** questionList / questionListHot: `{list, countAnswer, main}`; `data:"empty"` (no such topic) is null. */
export function parseQuestionPage(raw: unknown): QuestionPage | null {
  if (raw === 'empty') return null;
  const o = rec(raw);
  const list = questions(raw);
  const answers = count(o.countAnswer);
  return {
    questions: list,
    answers,
    // Founder sends no hasMore: a full page of 20 says there may be more
    hasMore: o.hasMore === undefined ? list.length >= 20 : flag(o.hasMore),
    topic: o.main ? parseAskTopic(o.main) : null,
  };
}

/** questionDetail: null when the question is not public (not answered yet, or unknown). */
export function parseQuestion(raw: unknown): Question | null {
  if (raw === 'empty') return null;
  const q = questionOf(rec(raw));
  return q && q.answered ? q : null;
}

/** questionPraise: `{countPraise, praised}`; a broken answer is no like counted (the button offers it again). */
export function parseQuestionLiked(raw: unknown): QuestionLiked {
  const o = rec(raw);
  return { likes: count(o.countPraise), liked: flag(o.praised) };
}

/** ask: `true`/`{value: "true"}`; false means refused without a reason. */
export function parseAsked(raw: unknown): { accepted: boolean; id: number } {
  if (raw === true || raw === 'true') return { accepted: true, id: 0 };
  const o = rec(raw);
  return { accepted: str(o.value) === 'true' || o.value === true, id: count(pick(o, 'fileId', 'fileID')) };
}

const states: QuestionState[] = ['review', 'waiting', 'answered', 'rejected'];

/** myQuestion: the member's own questions with their state (Founder's `answered` 0/1 when `status` is absent). */
export function parseMyQuestions(raw: unknown): MyQuestion[] {
  return listOf(raw).flatMap((item) => {
    const o = rec(item);
    const q = questionOf(o);
    if (!q) return [];
    const state = states.find((s) => s === str(o.status)) ?? (q.answered ? 'answered' : 'waiting');
    return [{ ...q, state, rejectReason: str(o.rejectReason) }];
  });
}
