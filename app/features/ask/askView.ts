// What the 问吧 pages draw, shaped on the server (times in words, counts formatted, names masked, addresses checked).

export type QuestionOrder = 'latest' | 'hot';

export interface AnswererView {
  name: string;
  role: string;
  icon?: string;
}

/** A question in a topic's list: the question and the start of its answer. */
export interface QuestionCardView {
  id: number;
  text: string;
  /** the asker's name, masked */
  asker: string;
  when: string;
  location: string;
  pictures: string[];
  answer: string;
  answeredWhen: string;
  likesText: string;
  commentsText: string;
}

export interface TopicView {
  id: number;
  title: string;
  /** the topic's text, cut to the article allow-list on the server */
  bodyHtml: string;
  banner?: string;
  answerer: AnswererView;
  fans: number;
  questionsText: string;
  answersText: string;
  questionsClosed: boolean;
  /** the newsroom closed its comments (discussClosed) */
  commentsClosed: boolean;
  order: QuestionOrder;
  questions: QuestionCardView[];
  /** the pages shown, from 0 (load more adds the next) */
  page: number;
  hasMore: boolean;
}

/** askDetail: the question in full, its answer with the answerer's card, and the topic it belongs to. */
export interface QuestionView extends QuestionCardView {
  topicId: number;
  topicTitle: string;
  answerer: AnswererView;
  answerPictures: string[];
  likes: number;
  commentsClosed: boolean;
}
