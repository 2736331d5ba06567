import { describe, expect, it } from 'vitest';
import asked from './fixtures/ask.json';
import topic from './fixtures/getSubject.ask.json';
import mine from './fixtures/myQuestion.json';
import detail from './fixtures/questionDetail.json';
import liked from './fixtures/questionPraise.json';
import list from './fixtures/questionList.json';
import {
  parseAsked,
  parseAskTopic,
  parseMyQuestions,
  parseQuestion,
  parseQuestionLiked,
  parseQuestionPage,
} from './parse';

const beijing = (text: string) => Date.parse(`${text.replace(' ', 'T').replace(/\.0$/, '')}+08:00`);

describe('问吧 parsers', () => {
  it("getSubject's 问吧 form: the answerer's card, the banner, counts given as strings or numbers", () => {
    expect(parseAskTopic(topic)).toEqual({
      id: 820001,
      title: topic.title,
      html: topic.content,
      banner: topic.appBanner,
      answerer: { name: '周岚', role: '环保记者', icon: topic.answererIcon, reporterId: 301 },
      fans: 12,
      questions: 5,
      answers: 3,
      questionsClosed: false,
      commentsClosed: false,
      publishedAt: beijing(topic.pubtime),
    });
  });

  it('questionList: answered questions with the asker, pictures, the answer and its pictures, and the topic', () => {
    const page = parseQuestionPage(list)!;
    expect(page.answers).toBe(3);
    expect(page.hasMore).toBe(false);
    expect(page.topic?.id).toBe(820001);
    expect(page.questions[0]).toEqual({
      id: 821001,
      topicId: 820001,
      topicTitle: list.list[0]!.topic,
      text: list.list[0]!.question,
      asker: { name: '湖边晨跑的人' },
      askedAt: beijing(list.list[0]!.time),
      location: '青岚市·湖滨路',
      pictures: ['http://pub.test/pic/2024-01/01/lake.jpg'],
      answered: true,
      answer: list.list[0]!.answer,
      answeredAt: beijing(list.list[0]!.answerTime),
      answerer: { name: '周岚', role: '', icon: list.list[0]!.answererIcon },
      answerPictures: ['http://pub.test/pic/2024-01/01/report.jpg'],
      likes: 37,
      liked: false,
      comments: 2,
      commentsClosed: false,
    });
  });

  it("questionDetail: Founder's detail names (title, content, userName, publishtime, subjectID)", () => {
    const q = parseQuestion(detail)!;
    expect(q).toMatchObject({
      id: 821001,
      topicId: 820001,
      topicTitle: detail.topic,
      text: detail.content,
      asker: { name: '湖边晨跑的人' },
      askedAt: beijing(detail.publishtime),
      comments: 2,
      answerer: { name: '周岚', role: '环保记者' },
      likes: 37,
      liked: true,
    });
  });

  it("the reader's like: questionDetail's praised (ours), Founder's detail without it, questionPraise's answer", () => {
    const { praised: _mine, ...founders } = detail;
    expect(parseQuestion(founders)).toMatchObject({ likes: 37, liked: false });
    expect(parseQuestion({ ...founders, praised: '0', countPraise: '12' })).toMatchObject({
      likes: 12,
      liked: false,
    });
    expect(parseQuestionLiked(liked)).toEqual({ likes: 38, liked: true });
    expect(parseQuestionLiked({ countPraise: '39', praised: '1' })).toEqual({ likes: 39, liked: true });
    // a broken answer is no like counted: the button offers it again
    expect(parseQuestionLiked(null)).toEqual({ likes: 0, liked: false });
    expect(parseQuestionLiked({ countPraise: -4, praised: 'yes' })).toEqual({ likes: 0, liked: false });
  });

  it('ask and myQuestion: the new question and its state (answered 0/1 when status is absent)', () => {
    expect(parseAsked(asked)).toEqual({ accepted: true, id: 821035 });
    expect(parseAsked(true)).toEqual({ accepted: true, id: 0 });
    expect(parseAsked(false).accepted).toBe(false);
    const [waiting] = parseMyQuestions(mine);
    expect(waiting).toMatchObject({ id: 821035, state: 'waiting', answered: false });
    const founder = parseMyQuestions({ list: [{ fileId: 5, question: 'q', answered: '1', answer: 'a' }] });
    expect(founder[0]!.state).toBe('answered');
    const rejected = parseMyQuestions([{ fileId: 6, status: 'rejected', rejectReason: '含广告' }]);
    expect(rejected[0]).toMatchObject({ state: 'rejected', rejectReason: '含广告' });
  });

  it('broken input: empty, missing ids, hostile addresses and odd types never throw', () => {
    expect(parseAskTopic('empty')).toBeNull();
    expect(parseAskTopic({ title: 'no id' })).toBeNull();
    expect(parseAskTopic({ fileId: '7', appBanner: 'javascript:alert(1)', answererIcon: 3 })).toMatchObject({
      id: 7,
      answerer: { name: '', role: '', reporterId: 0 },
    });
    expect(parseAskTopic({ fileId: 7, appBanner: 'javascript:alert(1)' })).not.toHaveProperty('banner');
    expect(parseQuestionPage('empty')).toBeNull();
    expect(parseQuestionPage({ list: 'x' })).toMatchObject({ questions: [], hasMore: false, topic: null });
    expect(parseQuestionPage([{ fileId: 1, question: 'bare list' }])!.questions).toHaveLength(1);
    // a question that is not answered is not public
    expect(parseQuestion({ fileId: 1, content: 'q', answer: '' })).toBeNull();
    expect(parseQuestion('empty')).toBeNull();
    const q = parseQuestion({
      fileID: '9',
      content: 'q',
      answer: 'a',
      attachments: [{ type: 2, url: 'http://x/v.mp4' }, { type: 1, url: 'data:x' }, 'http://x/p.jpg', null],
    })!;
    expect(q.pictures).toEqual(['http://x/p.jpg']);
    expect(parseMyQuestions(null)).toEqual([]);
  });
});
